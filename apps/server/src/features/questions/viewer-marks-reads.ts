// The viewers' marks read together: when a hall opens Q&A at once, each first opening needs its
// viewer's marks (one statement each), and on the embedded database those statements run one
// after another on its one thread. Here the reads that arrive while one is running wait for it
// and go together in the next statement, per lecture (as the reaction journal groups its writes).
// A read alone is sent at once. Measured with bench/qa-list.mjs: 100 first openings at once,
// p99 464–488 ms against 557–599 on the embedded database (question-list-at-scale.md).
import type { AppContext } from '../../context.ts';
import * as repo from './questions.repository.ts';
import type { ViewerMarkRow } from './questions.repository.ts';

interface Waiting {
  userId: number;
  resolve: (rows: ViewerMarkRow[]) => void;
  reject: (error: unknown) => void;
}

class ViewerMarksReads {
  /** Per lecture, the reads waiting for the next statement. */
  #waiting = new Map<number, Waiting[]>();
  #running = false;

  constructor(private readonly ctx: AppContext) {}

  /** The viewer's marks in the lecture (their rows of the statement, no one else's). */
  read(lectureId: number, userId: number): Promise<ViewerMarkRow[]> {
    return new Promise((resolve, reject) => {
      const list = this.#waiting.get(lectureId);
      if (list) list.push({ userId, resolve, reject });
      else this.#waiting.set(lectureId, [{ userId, resolve, reject }]);
      if (!this.#running) void this.#run();
    });
  }

  async #run(): Promise<void> {
    this.#running = true;
    try {
      while (this.#waiting.size > 0) {
        const batch = [...this.#waiting];
        this.#waiting.clear();
        await Promise.all(batch.map(([lectureId, reads]) => this.#readLecture(lectureId, reads)));
      }
    } finally {
      this.#running = false;
    }
  }

  async #readLecture(lectureId: number, reads: Waiting[]): Promise<void> {
    try {
      const userIds = [...new Set(reads.map((waiting) => waiting.userId))];
      const rows = await repo.viewerMarksInLecture(this.ctx.db, lectureId, userIds);
      const byUser = new Map<number, ViewerMarkRow[]>(userIds.map((id) => [id, []]));
      for (const row of rows) byUser.get(row.userId)?.push(row);
      for (const waiting of reads) waiting.resolve(byUser.get(waiting.userId)!);
    } catch (error) {
      for (const waiting of reads) waiting.reject(error);
    }
  }
}

const reads = new WeakMap<AppContext, ViewerMarksReads>();

/** The viewer's marks in the lecture, read together with the others asked for meanwhile. */
export function readViewerMarkRows(
  ctx: AppContext,
  lectureId: number,
  userId: number,
): Promise<ViewerMarkRow[]> {
  let reader = reads.get(ctx);
  if (!reader) reads.set(ctx, (reader = new ViewerMarksReads(ctx)));
  return reader.read(lectureId, userId);
}
