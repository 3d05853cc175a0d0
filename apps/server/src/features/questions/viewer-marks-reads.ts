// The viewers' marks read together: when a hall opens Q&A at once, each first opening needs its
// viewer's marks, and the reads that arrive while one is running go together in the next
// statement, per lecture (lib/grouped-reads.ts). Measured with bench/qa-list.mjs: 100 first
// openings at once, p99 464–488 ms against 557–599 on the embedded database
// (question-list-at-scale.md).
import type { AppContext } from '../../context.ts';
import { GroupedReads, perContext } from '../../lib/grouped-reads.ts';
import * as repo from './questions.repository.ts';
import type { ViewerMarkRow } from './questions.repository.ts';

const marksReader = perContext(
  (ctx: AppContext) =>
    new GroupedReads<number, number, ViewerMarkRow[]>(
      async (lectureId, userIds) => {
        const rows = await repo.viewerMarksInLecture(ctx.db, lectureId, userIds);
        const byUser = new Map<number, ViewerMarkRow[]>(userIds.map((id) => [id, []]));
        for (const row of rows) byUser.get(row.userId)?.push(row);
        return byUser;
      },
      () => [],
    ),
);

/** The viewer's marks in the lecture (their rows, no one else's), read together with others. */
export function readViewerMarkRows(
  ctx: AppContext,
  lectureId: number,
  userId: number,
): Promise<ViewerMarkRow[]> {
  return marksReader(ctx).read(lectureId, lectureId, userId);
}
