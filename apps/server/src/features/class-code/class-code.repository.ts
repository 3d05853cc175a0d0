// Lecture Codes as the database remembers them (live_lectures, written by the live state): used
// here only to tell an expired code from one that was never issued.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { liveLectures } from '../../db/schema/index.ts';

/**
 * Whether a lecture that is still live names this code in live_lectures. The row keeps its
 * code until the teacher stops it, another lecture takes the number or the lecture ends (the
 * row is deleted), so a code the live state no longer resolves but that a row still names has
 * run out of time: it expired. docs/decisions/join-by-qr.md.
 */
export async function isRememberedCode(db: Db, code: string): Promise<boolean> {
  const [row] = await db
    .select({ lectureId: liveLectures.lectureId })
    .from(liveLectures)
    .where(eq(liveLectures.code, code))
    .limit(1);
  return row !== undefined;
}
