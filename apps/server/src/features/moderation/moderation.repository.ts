// Votes, flags, rise-ups, views, edit history and reputation: the database
// side of moderating questions and answers. Both post tables share these columns.
import { and, desc, eq, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { anyId, intArray } from '../../db/id-list.ts';
import {
  answers,
  postFlags,
  postHistory,
  postRiseUps,
  postViews,
  postVotes,
  questions,
  userReputations,
} from '../../db/schema/index.ts';

export type PostKind = 'question' | 'answer';

// The answers table has every column used here with the same name and type as questions.
const posts = (kind: PostKind) =>
  (kind === 'question' ? questions : answers) as unknown as typeof questions;

type InteractionTable = typeof postVotes | typeof postFlags | typeof postRiseUps | typeof postViews;
const postOf = (table: InteractionTable | typeof postHistory, kind: PostKind) =>
  kind === 'question' ? table.questionId : table.answerId;

/** The post reference of an interaction or history row. */
const postRef = (kind: PostKind, postId: number): { questionId?: number; answerId?: number } =>
  kind === 'question' ? { questionId: postId } : { answerId: postId };

const count = (table: InteractionTable, kind: PostKind, postId: number, extra = sql`true`) =>
  sql<number>`(select count(*)::int from ${table} where ${postOf(table, kind)} = ${postId} and ${extra})`;

interface PostState {
  id: number;
  lectureId: number;
  authorId: number | null;
  authorIsTeacher: boolean;
  teacherPost: boolean;
  doghouse: boolean;
  teacherCanView: boolean;
}

const stateColumns = (kind: PostKind) => {
  const t = posts(kind);
  return {
    id: t.id,
    lectureId: t.lectureId,
    authorId: t.authorId,
    authorIsTeacher: t.authorIsTeacher,
    teacherPost: t.teacherPost,
    doghouse: t.doghouse,
    teacherCanView: t.teacherCanView,
  };
};

async function lockPost(tx: Db, kind: PostKind, postId: number): Promise<PostState | undefined> {
  const [row] = await tx
    .select(stateColumns(kind))
    .from(posts(kind))
    .where(eq(posts(kind).id, postId))
    .for('update');
  return row;
}

const inTransaction = <T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> =>
  db.transaction((tx) => work(tx as unknown as Db));

async function adjustReputation(tx: Db, userId: number, delta: number): Promise<void> {
  if (delta === 0) return;
  await tx
    .insert(userReputations)
    .values({ userId, score: delta })
    .onConflictDoUpdate({
      target: userReputations.userId,
      set: { score: sql`${userReputations.score} + ${delta}`, updatedAt: new Date() },
    });
}

export async function reputationOf(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ score: userReputations.score })
    .from(userReputations)
    .where(eq(userReputations.userId, userId));
  return row?.score ?? 0;
}

export interface VoteOutcome {
  vote: -1 | 0 | 1;
  numUpVotes: number;
  numDownVotes: number;
}

/** One vote per user and post: a new value replaces the old one, the same value again removes it. */
export async function toggleVote(
  db: Db,
  kind: PostKind,
  postId: number,
  userId: number,
  value: 1 | -1,
): Promise<VoteOutcome | undefined> {
  return inTransaction(db, async (tx) => {
    if (!(await lockPost(tx, kind, postId))) return undefined;
    const where = and(eq(postOf(postVotes, kind), postId), eq(postVotes.userId, userId));
    const [existing] = await tx.select().from(postVotes).where(where);
    let vote: VoteOutcome['vote'] = value;
    if (existing?.value === value) {
      await tx.delete(postVotes).where(where);
      vote = 0;
    } else if (existing) {
      await tx.update(postVotes).set({ value }).where(where);
    } else {
      await tx.insert(postVotes).values({ ...postRef(kind, postId), userId, value });
    }
    const t = posts(kind);
    const [counts] = await tx
      .update(t)
      .set({
        upVotes: count(postVotes, kind, postId, sql`${postVotes.value} = 1`),
        downVotes: count(postVotes, kind, postId, sql`${postVotes.value} = -1`),
      })
      .where(eq(t.id, postId))
      .returning({ numUpVotes: t.upVotes, numDownVotes: t.downVotes });
    return { vote, ...counts! };
  });
}

export interface FlagOutcome {
  selfFlagged: boolean;
  flagged: boolean;
  /** The flag sent the post to the doghouse. */
  entered: boolean;
  authorId: number | null;
  authorIsTeacher: boolean;
}

/** Toggles the user's flag; at `threshold` flags the post enters the doghouse and its author pays `penalty`. */
export async function toggleFlag(
  db: Db,
  kind: PostKind,
  postId: number,
  userId: number,
  rules: { threshold: number; penalty: number },
): Promise<FlagOutcome | undefined> {
  return inTransaction(db, async (tx) => {
    const post = await lockPost(tx, kind, postId);
    if (!post) return undefined;
    const where = and(eq(postOf(postFlags, kind), postId), eq(postFlags.userId, userId));
    const removed = await tx.delete(postFlags).where(where).returning({ id: postFlags.id });
    const selfFlagged = removed.length === 0;
    if (selfFlagged) {
      await tx.insert(postFlags).values({ ...postRef(kind, postId), userId });
    }
    const t = posts(kind);
    const [after] = await tx
      .update(t)
      .set({ flagCount: count(postFlags, kind, postId) })
      .where(eq(t.id, postId))
      .returning({ flagCount: t.flagCount });
    const entered = !post.doghouse && after!.flagCount >= rules.threshold;
    if (entered) {
      await tx.update(t).set({ doghouse: true }).where(eq(t.id, postId));
      if (post.authorId !== null && !post.authorIsTeacher)
        await adjustReputation(tx, post.authorId, -rules.penalty);
    }
    return {
      selfFlagged,
      flagged: post.doghouse || entered,
      entered,
      authorId: post.authorId,
      authorIsTeacher: post.authorIsTeacher,
    };
  });
}

export interface RiseUpOutcome {
  hasRiseUp: boolean;
  flagged: boolean;
  /** The rise-up brought the post out of the doghouse. */
  left: boolean;
}

/**
 * Toggles the user's rise-up on a doghouse post. At `threshold` rise-ups the post leaves the
 * doghouse, its flags and rise-ups are cleared and its author gets the penalty back.
 * 'not_in_doghouse' when the post is not there.
 */
export async function toggleRiseUp(
  db: Db,
  kind: PostKind,
  postId: number,
  userId: number,
  rules: { threshold: number; penalty: number },
): Promise<RiseUpOutcome | 'not_in_doghouse' | undefined> {
  return inTransaction(db, async (tx) => {
    const post = await lockPost(tx, kind, postId);
    if (!post) return undefined;
    if (!post.doghouse) return 'not_in_doghouse';
    const where = and(eq(postOf(postRiseUps, kind), postId), eq(postRiseUps.userId, userId));
    const removed = await tx.delete(postRiseUps).where(where).returning({ id: postRiseUps.id });
    const hasRiseUp = removed.length === 0;
    if (hasRiseUp) {
      await tx.insert(postRiseUps).values({ ...postRef(kind, postId), userId });
    }
    const t = posts(kind);
    const [after] = await tx
      .update(t)
      .set({ riseUpCount: count(postRiseUps, kind, postId) })
      .where(eq(t.id, postId))
      .returning({ riseUpCount: t.riseUpCount });
    if (after!.riseUpCount < rules.threshold) return { hasRiseUp, flagged: true, left: false };
    await tx.delete(postRiseUps).where(eq(postOf(postRiseUps, kind), postId));
    await tx.delete(postFlags).where(eq(postOf(postFlags, kind), postId));
    await tx
      .update(t)
      .set({ doghouse: false, flagCount: 0, riseUpCount: 0 })
      .where(eq(t.id, postId));
    if (post.authorId !== null && !post.authorIsTeacher)
      await adjustReputation(tx, post.authorId, rules.penalty);
    return { hasRiseUp: false, flagged: false, left: true };
  });
}

/** What recording views changed: the new view counts, and the posts it made visible to the teacher. */
export interface RecordedViews {
  /** Ids that reached `threshold` distinct viewers with this call (each id is returned once, ever). */
  crossed: number[];
  /** The view count of each post this call counted a view for. */
  viewCounts: Map<number, number>;
}

/** Records that a student saw posts not yet visible to the teacher (see `RecordedViews`). */
export async function recordViews(
  db: Db,
  kind: PostKind,
  postIds: number[],
  userId: number,
  threshold: number,
): Promise<RecordedViews> {
  const none: RecordedViews = { crossed: [], viewCounts: new Map() };
  if (postIds.length === 0) return none;
  // Only the posts this user has not seen yet are inserted: a page listed again writes nothing.
  // Nor do posts that already have `threshold` views (as the database has it now, whatever the
  // caller read): more views change nothing, and a lecture hall opening the list at once would
  // otherwise write a row per student and post. The insert and the counters are one statement,
  // so that the next viewer's statement already sees the counts this one raised (the embedded
  // database runs statements one after another; split, every insert of a burst ran first).
  const column = postOf(postViews, kind);
  const t = posts(kind);
  const counted = (await db.execute(sql`
    with inserted as (
      insert into ${postViews} (${sql.identifier(column.name)}, ${sql.identifier(postViews.userId.name)})
      select unseen.id, ${userId}::int from unnest(${intArray(postIds)}) as unseen(id)
      join ${t} on ${t.id} = unseen.id and ${t.viewCount} < ${threshold}
      where not exists (
        select 1 from ${postViews} where ${column} = unseen.id and ${postViews.userId} = ${userId}
      )
      on conflict do nothing
      returning ${sql.identifier(column.name)} as id
    )
    update ${t} set ${sql.identifier(t.viewCount.name)} = ${t.viewCount} + 1
    from inserted where ${t.id} = inserted.id
    returning ${t.id} as id, ${t.viewCount} as "viewCount"`)) as unknown as {
    rows: { id: number; viewCount: number }[];
  };
  if (counted.rows.length === 0) return none;
  const seen = counted.rows.map((row) => row.id);
  const crossed = await db
    .update(t)
    .set({ teacherCanView: true })
    .where(and(anyId(t.id, seen), eq(t.teacherCanView, false), sql`${t.viewCount} >= ${threshold}`))
    .returning({ id: t.id });
  return {
    crossed: crossed.map((row) => row.id),
    viewCounts: new Map(counted.rows.map((row) => [row.id, row.viewCount])),
  };
}

export interface Interactions {
  votes: Map<number, number>;
  flags: Set<number>;
  riseUps: Set<number>;
}

/** The user's votes, flags and rise-ups on the given posts. */
export async function interactionsOf(
  db: Db,
  kind: PostKind,
  postIds: number[],
  userId: number,
): Promise<Interactions> {
  const result: Interactions = { votes: new Map(), flags: new Set(), riseUps: new Set() };
  if (postIds.length === 0) return result;
  // One statement for the three marks (each table is probed by its (post, user) unique index).
  const marks = (table: typeof postVotes | typeof postFlags | typeof postRiseUps, mark: string) =>
    db
      .select({
        postId: sql<number>`${postOf(table, kind)}`,
        mark: sql<string>`${mark}::text`,
        value: table === postVotes ? sql<number>`${postVotes.value}` : sql<number>`0`,
      })
      .from(table)
      .where(and(anyId(postOf(table, kind), postIds), eq(table.userId, userId)));
  const rows = await unionAll(
    marks(postVotes, 'vote'),
    marks(postFlags, 'flag'),
    marks(postRiseUps, 'riseUp'),
  );
  for (const row of rows) {
    if (row.mark === 'vote') result.votes.set(row.postId, row.value);
    else if (row.mark === 'flag') result.flags.add(row.postId);
    else result.riseUps.add(row.postId);
  }
  return result;
}

export async function addHistory(db: Db, kind: PostKind, postId: number, text: string, at: Date) {
  await db.insert(postHistory).values({ ...postRef(kind, postId), text, createdAt: at });
}

export async function listHistory(db: Db, kind: PostKind, postId: number) {
  return db
    .select({ id: postHistory.id, text: postHistory.text, createdAt: postHistory.createdAt })
    .from(postHistory)
    .where(eq(postOf(postHistory, kind), postId))
    .orderBy(desc(postHistory.createdAt), desc(postHistory.id));
}
