// The Redis live state's slides and reactions: the current slide, each student's active reaction,
// the counts on the slide and over the lecture (SET_SLIDE, SET_REACTION, TAKE_BACK_REACTION).
import type { ExpressionTag } from '@o4f/contract';
import type {
  ActiveReaction,
  Checked,
  ClearedReaction,
  LectureRef,
  PressLimit,
  PressRefusal,
  ReactionCounts,
  SetReactionOptions,
  SetReactionResult,
  SetSlideResult,
  TagCounts,
  TakeBackResult,
} from './live-state.ts';
import { NO_SLIDE, emptyTagCounts, lectureKey } from './live-state.ts';
import type { RedisStore } from './redis-keys.ts';
import {
  COUNT_TAB,
  END_REACTIONS,
  PRESS_REACTION,
  PRESS_TAKE_BACK,
  SET_REACTION,
  SET_SLIDE,
  TAKE_BACK_REACTION,
} from './redis-scripts.ts';

function tagCounts(hash: Record<string, string>): TagCounts {
  const counts = emptyTagCounts();
  for (const tag of [1, 2, 3, 4, 5] as const) counts[tag] = Number(hash[tag] ?? 0);
  return counts;
}

function pairs(flat: unknown): ClearedReaction[] {
  const list = flat as string[];
  const cleared: ClearedReaction[] = [];
  for (let i = 0; i < list.length; i += 2) {
    cleared.push({ studentId: Number(list[i]), tag: Number(list[i + 1]) as ExpressionTag });
  }
  return cleared;
}

export async function getSlide({ client, keys }: RedisStore, lecture: LectureRef) {
  const value = await client.get(keys.slide(lecture));
  return typeof value === 'string' ? Number(value) : null;
}

export async function setSlide(
  { client, keys, ttl, now }: RedisStore,
  lecture: LectureRef,
  slideNumber: number,
): Promise<SetSlideResult> {
  const [previous, changed, active] = (await SET_SLIDE.run(
    client,
    [keys.slide(lecture), keys.active(lecture), keys.counts(lecture), keys.events, keys.dirty],
    [slideNumber, lectureKey(lecture), lecture.courseId, lecture.lectureNum, now(), ttl],
  )) as [string, number, string[]];
  return {
    previous: previous === '' ? null : Number(previous),
    changed: changed === 1,
    cleared: pairs(active),
  };
}

/** The keys a student's reaction changes (SET_REACTION's and TAKE_BACK_REACTION's KEYS). */
const reactionKeys = ({ keys }: RedisStore, lecture: LectureRef) => [
  keys.active(lecture),
  keys.counts(lecture),
  keys.totals(lecture),
  keys.slide(lecture),
  keys.dirty,
  keys.latest(lecture),
];

/** SET_REACTION's and TAKE_BACK_REACTION's ARGV (after the checks' in the PRESS_ scripts). */
const setArgs = (
  store: RedisStore,
  lecture: LectureRef,
  studentId: number,
  tag: ExpressionTag,
  onSlide?: number,
) => [studentId, tag, store.ttl, lectureKey(lecture), NO_SLIDE, onSlide ?? ''];
const takeBackArgs = (
  lecture: LectureRef,
  studentId: number,
  tag: ExpressionTag,
  onSlide?: number,
) => [studentId, tag, lectureKey(lecture), NO_SLIDE, onSlide ?? ''];

function setResult(reply: unknown, at: number): SetReactionResult {
  const [previous, changed, slideNumber] = reply as [string, number, number];
  return {
    previous: previous === '' ? null : (Number(previous) as ExpressionTag),
    changed: changed === 1,
    slideMoved: changed === -1,
    slideNumber,
    at,
  };
}

function takeBackResult(reply: unknown, at: number): TakeBackResult {
  const [taken, slideNumber] = reply as [number, number];
  return { taken: taken === 1, slideMoved: taken === -1, slideNumber, at };
}

export async function setReaction(
  store: RedisStore,
  lecture: LectureRef,
  studentId: number,
  tag: ExpressionTag,
  { onSlide }: SetReactionOptions = {},
): Promise<SetReactionResult> {
  const at = store.now();
  const reply = await SET_REACTION.run(
    store.client,
    reactionKeys(store, lecture),
    setArgs(store, lecture, studentId, tag, onSlide),
  );
  return setResult(reply, at);
}

export async function takeBackReaction(
  store: RedisStore,
  lecture: LectureRef,
  studentId: number,
  tag: ExpressionTag,
  { onSlide }: SetReactionOptions = {},
): Promise<TakeBackResult> {
  const at = store.now();
  const reply = await TAKE_BACK_REACTION.run(
    store.client,
    reactionKeys(store, lecture),
    takeBackArgs(lecture, studentId, tag, onSlide),
  );
  return takeBackResult(reply, at);
}

/** The press's checks (PRESS_CHECKS' KEYS and ARGV), for one student's press now. */
export interface PressCheck {
  limit: PressLimit;
  /** The press log's member for this press (unique). */
  member: string;
  closed: boolean;
  /** The pressing instance (addTab's); undefined: unknown. */
  instance: string | undefined;
}

const checkKeys = ({ keys }: RedisStore, lecture: LectureRef, studentId: number) => [
  keys.student(studentId),
  keys.permissions(lecture),
  keys.press(studentId),
  keys.tabs(lecture, studentId),
];
const checkArgs = (
  lecture: LectureRef,
  at: number,
  { limit, member, closed, instance }: PressCheck,
) => [
  lectureKey(lecture),
  closed ? '1' : '0',
  at,
  limit.windowMs,
  limit.max,
  member,
  instance ?? '',
];

/** The PRESS_ scripts append whether the student has tabs elsewhere (1) to the plain reply. */
const tabsElsewhere = (reply: unknown) => (reply as unknown[]).at(-1) === 1;

/** A press checked and set in one script (one round trip). */
export async function pressReaction(
  store: RedisStore,
  lecture: LectureRef,
  studentId: number,
  tag: ExpressionTag,
  check: PressCheck,
  onSlide?: number,
): Promise<Checked<SetReactionResult>> {
  const at = store.now();
  const reply = await PRESS_REACTION.run(
    store.client,
    [...checkKeys(store, lecture, studentId), ...reactionKeys(store, lecture)],
    [...checkArgs(lecture, at, check), ...setArgs(store, lecture, studentId, tag, onSlide)],
  );
  if (typeof reply === 'string') return { refused: reply as PressRefusal };
  return { refused: null, ...setResult(reply, at), tabsElsewhere: tabsElsewhere(reply) };
}

/** A take-back checked and made in one script (one round trip). */
export async function pressTakeBack(
  store: RedisStore,
  lecture: LectureRef,
  studentId: number,
  tag: ExpressionTag,
  check: PressCheck,
  onSlide?: number,
): Promise<Checked<TakeBackResult>> {
  const at = store.now();
  const reply = await PRESS_TAKE_BACK.run(
    store.client,
    [...checkKeys(store, lecture, studentId), ...reactionKeys(store, lecture)],
    [...checkArgs(lecture, at, check), ...takeBackArgs(lecture, studentId, tag, onSlide)],
  );
  if (typeof reply === 'string') return { refused: reply as PressRefusal };
  return { refused: null, ...takeBackResult(reply, at), tabsElsewhere: tabsElsewhere(reply) };
}

/** A socket of the student in the lecture opened (+1) or closed (-1) on `instance`. */
export async function countTab(
  store: RedisStore,
  lecture: LectureRef,
  studentId: number,
  instance: string,
  change: 1 | -1,
): Promise<void> {
  await COUNT_TAB.run(
    store.client,
    [store.keys.tabs(lecture, studentId)],
    [instance, change, store.ttl],
  );
}

export async function clearReactions(
  { client, keys }: RedisStore,
  lecture: LectureRef,
): Promise<ClearedReaction[]> {
  return pairs(await END_REACTIONS.run(client, [keys.active(lecture), keys.counts(lecture)], []));
}

export async function getReaction(
  { client, keys }: RedisStore,
  lecture: LectureRef,
  studentId: number,
): Promise<ActiveReaction | null> {
  const [tag, slide] = (await client
    .multi()
    .hGet(keys.active(lecture), String(studentId))
    .get(keys.slide(lecture))
    .exec()) as unknown as [string | null, string | null];
  if (!tag) return null;
  return { tag: Number(tag) as ExpressionTag, slideNumber: slide ? Number(slide) : NO_SLIDE };
}

export async function reactionCounts(
  { client, keys }: RedisStore,
  lecture: LectureRef,
): Promise<ReactionCounts> {
  const [slide, counts, totals] = (await client
    .multi()
    .get(keys.slide(lecture))
    .hGetAll(keys.counts(lecture))
    .hGetAll(keys.totals(lecture))
    .exec()) as unknown as [string | null, Record<string, string>, Record<string, string>];
  return {
    slideNumber: slide ? Number(slide) : NO_SLIDE,
    active: tagCounts(counts),
    lecture: tagCounts(totals),
  };
}
