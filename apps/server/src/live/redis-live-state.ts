// LiveState in Redis, shared by every instance. Key layout: docs/decisions/0010-live-state.md.
// Lua scripts keep multi-key changes atomic (code uniqueness, reaction and count together).
// Single Redis (or Sentinel) only: scripts touch keys of several hash slots, so no Cluster.
import { createHash, randomBytes } from 'node:crypto';
import type { ExpressionTag, WaitingGroup, WaitingRoomTotals } from '@o4f/contract';
import { WAITING_GROUPS } from '@o4f/contract';
import type { RedisClientType } from 'redis';
import { closeRedisClient, createCommandClient } from '../lib/redis-client.ts';
import type {
  ActiveReaction,
  ClearedReaction,
  CurrentCode,
  IssueCodeOptions,
  IssueCodeResult,
  LectureRef,
  LiveEvent,
  LiveSnapshot,
  LiveState,
  ReactionSnapshot,
  PermissionOverrides,
  PressLimit,
  ReactionCounts,
  SetReactionOptions,
  SetReactionResult,
  TakeBackResult,
  SetSlideResult,
  TagCounts,
  WaitingEntry,
} from './live-state.ts';
import {
  DEFAULT_DRAIN_MAX,
  DEFAULT_PRESS_LIMIT,
  NO_SLIDE,
  emptyTagCounts,
  emptyTotals,
  lectureKey,
  parseLectureKey,
} from './live-state.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any module/script set will do
export type AnyRedisClient = RedisClientType<any, any, any, any, any>;

export interface RedisLiveStateOptions {
  /** Either a URL (the adapter owns and closes its client) or a connected client (not closed). */
  url?: string;
  client?: AnyRedisClient;
  /** Prefix of every key; tests use a unique one per run. */
  keyPrefix?: string;
  pressLimit?: PressLimit;
  /** Lifetime of lecture state after its last write, so a crashed lecture does not linger. */
  stateTtlSeconds?: number;
  now?: () => number;
}

const DEFAULT_KEY_PREFIX = 'o4f:live:';
const DEFAULT_STATE_TTL_SECONDS = 24 * 60 * 60;

const CODE_CANDIDATES_PER_ATTEMPT = 4;
const MAX_CODE_ATTEMPTS = 12;

class Script {
  readonly sha: string;
  constructor(readonly source: string) {
    this.sha = createHash('sha1').update(source).digest('hex');
  }

  async run(client: AnyRedisClient, keys: string[], args: (string | number)[]): Promise<unknown> {
    const options = { keys, arguments: args.map(String) };
    try {
      return await client.evalSha(this.sha, options);
    } catch (error) {
      if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error;
      return client.eval(this.source, options);
    }
  }
}

// KEYS: course key, candidate code keys…  ARGV: lectureNum, ttl ms, "c:n", code prefix, codes…
const ISSUE_CODE = new Script(`
local held = redis.call('GET', KEYS[1])
if held then
  local sep = string.find(held, ':', 1, true)
  local heldLecture = string.sub(held, 1, sep - 1)
  local heldCode = string.sub(held, sep + 1)
  if heldLecture ~= ARGV[1] then return {'busy', heldLecture} end
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  redis.call('SET', ARGV[4] .. heldCode, ARGV[3], 'PX', ARGV[2])
  return {'reused', heldCode}
end
for i = 2, #KEYS do
  local code = ARGV[3 + i]
  if redis.call('SET', KEYS[i], ARGV[3], 'NX', 'PX', ARGV[2]) then
    redis.call('SET', KEYS[1], ARGV[1] .. ':' .. code, 'PX', ARGV[2])
    return {'issued', code}
  end
end
return {'collision'}
`);

// KEYS: course key  ARGV: lectureNum, code prefix
const STOP_CODE = new Script(`
local held = redis.call('GET', KEYS[1])
if not held then return 0 end
local sep = string.find(held, ':', 1, true)
if string.sub(held, 1, sep - 1) ~= ARGV[1] then return 0 end
redis.call('DEL', KEYS[1], ARGV[2] .. string.sub(held, sep + 1))
return 1
`);

// KEYS: the three group hashes  ARGV: entryId, group index (1-3), entry JSON, ttl s
const ENTER_WAITING = new Script(`
for i = 1, 3 do redis.call('HDEL', KEYS[i], ARGV[1]) end
local target = KEYS[tonumber(ARGV[2])]
redis.call('HSET', target, ARGV[1], ARGV[3])
redis.call('EXPIRE', target, ARGV[4])
return {redis.call('HLEN', KEYS[1]), redis.call('HLEN', KEYS[2]), redis.call('HLEN', KEYS[3])}
`);

// KEYS: the three group hashes  ARGV: entryId
const LEAVE_WAITING = new Script(`
for i = 1, 3 do
  local entry = redis.call('HGET', KEYS[i], ARGV[1])
  if entry then
    redis.call('HDEL', KEYS[i], ARGV[1])
    return entry
  end
end
return false
`);

// KEYS: student key, lecture attendee set  ARGV: "c:n", attendee-set prefix, ttl s, studentId
const ATTEND = new Script(`
local previous = redis.call('GET', KEYS[1])
if previous and previous ~= ARGV[1] then redis.call('SREM', ARGV[2] .. previous, ARGV[4]) end
redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[3])
redis.call('SADD', KEYS[2], ARGV[4])
redis.call('EXPIRE', KEYS[2], ARGV[3])
return previous
`);

// KEYS: student key, lecture attendee set  ARGV: "c:n", studentId
const LEAVE = new Script(`
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('DEL', KEYS[1])
redis.call('SREM', KEYS[2], ARGV[2])
return 1
`);

// KEYS: slide, active, counts, events, dirty
// ARGV: slide, "c:n", courseId, lectureNum, at, ttl s
const SET_SLIDE = new Script(`
local previous = redis.call('GET', KEYS[1])
if previous == ARGV[1] then return {previous, 0, {}} end
redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[6])
local active = redis.call('HGETALL', KEYS[2])
redis.call('DEL', KEYS[2], KEYS[3])
redis.call('RPUSH', KEYS[4], cjson.encode({
  type = 'slide', courseId = tonumber(ARGV[3]), lectureNum = tonumber(ARGV[4]),
  slideNumber = tonumber(ARGV[1]), previous = previous and tonumber(previous) or cjson.null,
  at = tonumber(ARGV[5])
}))
redis.call('SADD', KEYS[5], ARGV[2])
return {previous or '', 1, active}
`);

// Queues no event: the press handler stores the reaction before acknowledging it.
// KEYS: active, counts, totals, slide, dirty, latest (per "slide:student" the counted tag)
// ARGV: studentId, tag, ttl s, "c:n", slide when none is set, the slide pressed on ('' for any)
// Returns previous, 1 (set) / 0 (already active) / -1 (the slide moved), the current slide.
const SET_REACTION = new Script(`
local previous = redis.call('HGET', KEYS[1], ARGV[1])
local slide = tonumber(redis.call('GET', KEYS[4]) or ARGV[5])
if ARGV[6] ~= '' and tonumber(ARGV[6]) ~= slide then return {previous or '', -1, slide} end
if previous == ARGV[2] then return {previous, 0, slide} end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
redis.call('HINCRBY', KEYS[2], ARGV[2], 1)
if previous then redis.call('HINCRBY', KEYS[2], previous, -1) end
local field = slide .. ':' .. ARGV[1]
local counted = redis.call('HGET', KEYS[6], field)
if counted then redis.call('HINCRBY', KEYS[3], counted, -1) end
redis.call('HSET', KEYS[6], field, ARGV[2])
redis.call('HINCRBY', KEYS[3], ARGV[2], 1)
for _, i in ipairs({1, 2, 3, 6}) do redis.call('EXPIRE', KEYS[i], ARGV[3]) end
redis.call('SADD', KEYS[5], ARGV[4])
return {previous or '', 1, slide}
`);

// The student takes back their active reaction: not active, counted for nothing on the slide.
// KEYS: active, counts, totals, slide, dirty, latest
// ARGV: studentId, tag, "c:n", slide when none is set, the slide pressed on ('' for any)
// Returns 1 (taken) / 0 (not active) / -1 (the slide moved), the current slide.
const TAKE_BACK_REACTION = new Script(`
local slide = tonumber(redis.call('GET', KEYS[4]) or ARGV[4])
if ARGV[5] ~= '' and tonumber(ARGV[5]) ~= slide then return {-1, slide} end
if redis.call('HGET', KEYS[1], ARGV[1]) ~= ARGV[2] then return {0, slide} end
redis.call('HDEL', KEYS[1], ARGV[1])
redis.call('HINCRBY', KEYS[2], ARGV[2], -1)
local field = slide .. ':' .. ARGV[1]
local counted = redis.call('HGET', KEYS[6], field)
if counted then
  redis.call('HINCRBY', KEYS[3], counted, -1)
  redis.call('HDEL', KEYS[6], field)
end
redis.call('SADD', KEYS[5], ARGV[3])
return {1, slide}
`);

// The lecture ended: its active reactions end without being taken back (nothing is queued).
// KEYS: active, counts
const END_REACTIONS = new Script(`
local ended = redis.call('HGETALL', KEYS[1])
redis.call('DEL', KEYS[1], KEYS[2])
return ended
`);

// KEYS: extension hash  ARGV: end time ms, ttl s
const CLAIM_EXTENSION_QUESTION = new Script(`
if redis.call('HEXISTS', KEYS[1], 'declined') == 1 then return 0 end
if redis.call('HGET', KEYS[1], 'asked') == ARGV[1] then return 0 end
redis.call('HSET', KEYS[1], 'asked', ARGV[1])
redis.call('EXPIRE', KEYS[1], ARGV[2])
return 1
`);

// KEYS: press log  ARGV: now ms, window ms, max, member
const CONSUME_PRESS = new Script(`
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[1]) - tonumber(ARGV[2]))
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1
`);

// KEYS: course key, attendee set, dirty, then the lecture's plain keys to delete
// ARGV: lectureNum, code prefix, "c:n", student-key prefix
const CLEAR_LECTURE = new Script(`
local held = redis.call('GET', KEYS[1])
if held then
  local sep = string.find(held, ':', 1, true)
  if string.sub(held, 1, sep - 1) == ARGV[1] then
    redis.call('DEL', KEYS[1], ARGV[2] .. string.sub(held, sep + 1))
  end
end
local attendees = redis.call('SMEMBERS', KEYS[2])
for _, studentId in ipairs(attendees) do
  local studentKey = ARGV[4] .. studentId
  if redis.call('GET', studentKey) == ARGV[3] then redis.call('DEL', studentKey) end
end
redis.call('DEL', KEYS[2])
redis.call('SREM', KEYS[3], ARGV[3])
for i = 4, #KEYS do redis.call('DEL', KEYS[i]) end
return attendees
`);

// After a restart: fills in what is missing of a lecture's durable part, overwriting nothing.
// KEYS: course key, code key, slide, permissions, attendee set, then student keys…
// ARGV: lectureNum, code ttl ms (0: none), "c:n", code, slide ('' none), ttl s,
//       allowReactions, allowQuestions, allowDiscussions, admitAutomatically ('1', '0', '' unset),
//       studentIds…
const RESTORE_LECTURE = new Script(`
local pttl = tonumber(ARGV[2])
if pttl > 0 and redis.call('EXISTS', KEYS[1]) == 0 and redis.call('EXISTS', KEYS[2]) == 0 then
  redis.call('SET', KEYS[2], ARGV[3], 'PX', pttl)
  redis.call('SET', KEYS[1], ARGV[1] .. ':' .. ARGV[4], 'PX', pttl)
end
if ARGV[5] ~= '' then redis.call('SET', KEYS[3], ARGV[5], 'NX', 'EX', ARGV[6]) end
local names = {'allowReactions', 'allowQuestions', 'allowDiscussions', 'admitAutomatically'}
for i = 1, 4 do
  if ARGV[6 + i] ~= '' then
    redis.call('HSETNX', KEYS[4], names[i], ARGV[6 + i])
    redis.call('EXPIRE', KEYS[4], ARGV[6])
  end
end
for i = 6, #KEYS do
  local current = redis.call('GET', KEYS[i])
  if not current then redis.call('SET', KEYS[i], ARGV[3], 'EX', ARGV[6]) end
  if not current or current == ARGV[3] then
    redis.call('SADD', KEYS[5], ARGV[i + 5])
    redis.call('EXPIRE', KEYS[5], ARGV[6])
  end
end
return 1
`);

// After a restart: a lecture's reactions from its stored events, unless it has any already.
// KEYS: active, counts, totals, latest, dirty
// ARGV: ttl s, "c:n", number of active pairs, then studentId, tag… then slide, studentId, tag…
const RESTORE_REACTIONS = new Script(`
if redis.call('EXISTS', KEYS[1], KEYS[2], KEYS[3], KEYS[4]) > 0 then return 0 end
local i = 4
for _ = 1, tonumber(ARGV[3]) do
  redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 1])
  redis.call('HINCRBY', KEYS[2], ARGV[i + 1], 1)
  i = i + 2
end
while i <= #ARGV do
  redis.call('HSET', KEYS[4], ARGV[i] .. ':' .. ARGV[i + 1], ARGV[i + 2])
  redis.call('HINCRBY', KEYS[3], ARGV[i + 2], 1)
  i = i + 3
end
for k = 1, 4 do redis.call('EXPIRE', KEYS[k], ARGV[1]) end
redis.call('SADD', KEYS[5], ARGV[2])
return 1
`);

/** Students per RESTORE_LECTURE call (each call only fills in, so chunks may run one by one). */
const RESTORE_CHUNK = 1000;

const PERMISSION_NAMES = [
  'allowReactions',
  'allowQuestions',
  'allowDiscussions',
  'admitAutomatically',
] as const;

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

export class RedisLiveState implements LiveState {
  readonly #client: AnyRedisClient;
  readonly #ownsClient: boolean;
  readonly #prefix: string;
  readonly #pressLimit: PressLimit;
  readonly #ttl: number;
  readonly #now: () => number;
  #pressCounter = 0;
  readonly #pressSalt = randomBytes(6).toString('hex');

  private constructor(client: AnyRedisClient, ownsClient: boolean, options: RedisLiveStateOptions) {
    this.#client = client;
    this.#ownsClient = ownsClient;
    this.#prefix = options.keyPrefix ?? DEFAULT_KEY_PREFIX;
    this.#pressLimit = options.pressLimit ?? DEFAULT_PRESS_LIMIT;
    this.#ttl = options.stateTtlSeconds ?? DEFAULT_STATE_TTL_SECONDS;
    this.#now = options.now ?? Date.now;
  }

  static async connect(options: RedisLiveStateOptions): Promise<RedisLiveState> {
    if (options.client) return new RedisLiveState(options.client, false, options);
    if (!options.url) throw new Error('RedisLiveState needs a url or a client');
    const client: AnyRedisClient = createCommandClient(options.url);
    await client.connect();
    return new RedisLiveState(client, true, options);
  }

  // Keys

  #codeKey = (code: string) => `${this.#prefix}code:${code}`;
  #courseCodeKey = (courseId: number) => `${this.#prefix}course-code:${courseId}`;
  #waitingKey = (lecture: LectureRef, group: WaitingGroup) =>
    `${this.#prefix}wr:${lectureKey(lecture)}:${group}`;
  #waitingKeys = (lecture: LectureRef) => WAITING_GROUPS.map((g) => this.#waitingKey(lecture, g));
  #studentKey = (studentId: number) => `${this.#prefix}att:s:${studentId}`;
  #attendeesKey = (lecture: LectureRef) => `${this.#prefix}att:${lectureKey(lecture)}`;
  #permissionsKey = (lecture: LectureRef) => `${this.#prefix}perm:${lectureKey(lecture)}`;
  #extensionKey = (lecture: LectureRef) => `${this.#prefix}ext:${lectureKey(lecture)}`;
  #slideKey = (lecture: LectureRef) => `${this.#prefix}slide:${lectureKey(lecture)}`;
  #activeKey = (lecture: LectureRef) => `${this.#prefix}rx:${lectureKey(lecture)}`;
  #countsKey = (lecture: LectureRef) => `${this.#prefix}rxc:${lectureKey(lecture)}`;
  #totalsKey = (lecture: LectureRef) => `${this.#prefix}rxt:${lectureKey(lecture)}`;
  #latestKey = (lecture: LectureRef) => `${this.#prefix}rxl:${lectureKey(lecture)}`;
  #pressKey = (studentId: number) => `${this.#prefix}press:${studentId}`;
  #dirtyKey = () => `${this.#prefix}dirty`;
  #eventsKey = () => `${this.#prefix}events`;
  #restoredKey = () => `${this.#prefix}restored`;

  // Lecture codes

  async issueCode(lecture: LectureRef, options: IssueCodeOptions): Promise<IssueCodeResult> {
    const ttlMs = options.ttlSeconds * 1000;
    for (let attempt = 0; attempt < MAX_CODE_ATTEMPTS; attempt++) {
      const codes = Array.from({ length: CODE_CANDIDATES_PER_ATTEMPT }, options.generate);
      const reply = (await ISSUE_CODE.run(
        this.#client,
        [this.#courseCodeKey(lecture.courseId), ...codes.map(this.#codeKey)],
        [lecture.lectureNum, ttlMs, lectureKey(lecture), this.#codeKey(''), ...codes],
      )) as [string, string?];
      const [outcome, value] = reply;
      if (outcome === 'busy')
        return { ok: false, reason: 'course_busy', lectureNum: Number(value) };
      if (outcome === 'reused' || outcome === 'issued') {
        return { ok: true, code: value!, ttl: options.ttlSeconds, reused: outcome === 'reused' };
      }
    }
    throw new Error('Could not draw a free lecture code');
  }

  async resolveCode(code: string): Promise<LectureRef | null> {
    const value = await this.#client.get(this.#codeKey(code));
    return typeof value === 'string' ? parseLectureKey(value) : null;
  }

  async currentCode(lecture: LectureRef): Promise<CurrentCode | null> {
    const key = this.#courseCodeKey(lecture.courseId);
    const [held, pttl] = (await this.#client.multi().get(key).pTTL(key).exec()) as unknown as [
      string | null,
      number,
    ];
    if (!held || pttl <= 0) return null;
    const [lectureNum, code] = held.split(':');
    if (Number(lectureNum) !== lecture.lectureNum) return null;
    return { code: code!, ttl: Math.ceil(pttl / 1000) };
  }

  async stopCode(lecture: LectureRef): Promise<boolean> {
    const reply = await STOP_CODE.run(
      this.#client,
      [this.#courseCodeKey(lecture.courseId)],
      [lecture.lectureNum, this.#codeKey('')],
    );
    return reply === 1;
  }

  // Waiting rooms

  async enterWaitingRoom(lecture: LectureRef, entry: WaitingEntry): Promise<WaitingRoomTotals> {
    const reply = (await ENTER_WAITING.run(this.#client, this.#waitingKeys(lecture), [
      entry.entryId,
      WAITING_GROUPS.indexOf(entry.group) + 1,
      JSON.stringify(entry),
      this.#ttl,
    ])) as number[];
    return { new: reply[0]!, noReg: reply[1]!, reg: reply[2]! };
  }

  async leaveWaitingRoom(lecture: LectureRef, entryId: string): Promise<WaitingEntry | null> {
    const reply = await LEAVE_WAITING.run(this.#client, this.#waitingKeys(lecture), [entryId]);
    return typeof reply === 'string' ? (JSON.parse(reply) as WaitingEntry) : null;
  }

  async waitingTotals(lecture: LectureRef): Promise<WaitingRoomTotals> {
    const [newKey, noRegKey, regKey] = this.#waitingKeys(lecture) as [string, string, string];
    const [newCount, noReg, reg] = (await this.#client
      .multi()
      .hLen(newKey)
      .hLen(noRegKey)
      .hLen(regKey)
      .exec()) as unknown as number[];
    return { ...emptyTotals(), new: newCount ?? 0, noReg: noReg ?? 0, reg: reg ?? 0 };
  }

  async takeWaiting(lecture: LectureRef, group: WaitingGroup): Promise<WaitingEntry[]> {
    const key = this.#waitingKey(lecture, group);
    const [values] = (await this.#client.multi().hVals(key).del(key).exec()) as unknown as [
      string[],
    ];
    return values.map((value) => JSON.parse(value) as WaitingEntry);
  }

  // Attendance

  async attend(studentId: number, lecture: LectureRef): Promise<LectureRef | null> {
    const previous = await ATTEND.run(
      this.#client,
      [this.#studentKey(studentId), this.#attendeesKey(lecture)],
      [lectureKey(lecture), `${this.#prefix}att:`, this.#ttl, studentId],
    );
    return typeof previous === 'string' ? parseLectureKey(previous) : null;
  }

  async leave(studentId: number, lecture: LectureRef): Promise<boolean> {
    const reply = await LEAVE.run(
      this.#client,
      [this.#studentKey(studentId), this.#attendeesKey(lecture)],
      [lectureKey(lecture), studentId],
    );
    return reply === 1;
  }

  async attendedLecture(studentId: number): Promise<LectureRef | null> {
    const value = await this.#client.get(this.#studentKey(studentId));
    return typeof value === 'string' ? parseLectureKey(value) : null;
  }

  async attendees(lecture: LectureRef): Promise<number[]> {
    const members = await this.#client.sMembers(this.#attendeesKey(lecture));
    return [...members].map(Number);
  }

  async attendeeCount(lecture: LectureRef): Promise<number> {
    return Number(await this.#client.sCard(this.#attendeesKey(lecture)));
  }

  // Permissions

  async getPermissions(lecture: LectureRef): Promise<PermissionOverrides> {
    const hash = (await this.#client.hGetAll(this.#permissionsKey(lecture))) as Record<
      string,
      string
    >;
    const overrides: PermissionOverrides = {};
    for (const name of PERMISSION_NAMES) {
      if (hash[name] !== undefined) overrides[name] = hash[name] === '1';
    }
    return overrides;
  }

  async setPermissions(
    lecture: LectureRef,
    patch: PermissionOverrides,
  ): Promise<PermissionOverrides> {
    const key = this.#permissionsKey(lecture);
    const fields: Record<string, string> = {};
    for (const name of PERMISSION_NAMES) {
      if (patch[name] !== undefined) fields[name] = patch[name] ? '1' : '0';
    }
    if (Object.keys(fields).length > 0) {
      await this.#client.multi().hSet(key, fields).expire(key, this.#ttl).exec();
    }
    return this.getPermissions(lecture);
  }

  // The extension question

  async claimExtensionQuestion(lecture: LectureRef, endTime: number): Promise<boolean> {
    const reply = await CLAIM_EXTENSION_QUESTION.run(
      this.#client,
      [this.#extensionKey(lecture)],
      [endTime, this.#ttl],
    );
    return reply === 1;
  }

  async declineExtension(lecture: LectureRef): Promise<void> {
    const key = this.#extensionKey(lecture);
    await this.#client.multi().hSet(key, 'declined', '1').expire(key, this.#ttl).exec();
  }

  async extensionDeclined(lecture: LectureRef): Promise<boolean> {
    return (await this.#client.hExists(this.#extensionKey(lecture), 'declined')) === 1;
  }

  // Slides and reactions

  async getSlide(lecture: LectureRef): Promise<number | null> {
    const value = await this.#client.get(this.#slideKey(lecture));
    return typeof value === 'string' ? Number(value) : null;
  }

  async setSlide(lecture: LectureRef, slideNumber: number): Promise<SetSlideResult> {
    const [previous, changed, active] = (await SET_SLIDE.run(
      this.#client,
      [
        this.#slideKey(lecture),
        this.#activeKey(lecture),
        this.#countsKey(lecture),
        this.#eventsKey(),
        this.#dirtyKey(),
      ],
      [
        slideNumber,
        lectureKey(lecture),
        lecture.courseId,
        lecture.lectureNum,
        this.#now(),
        this.#ttl,
      ],
    )) as [string, number, string[]];
    return {
      previous: previous === '' ? null : Number(previous),
      changed: changed === 1,
      cleared: pairs(active),
    };
  }

  /** The keys a student's reaction changes (SET_REACTION's and TAKE_BACK_REACTION's KEYS). */
  #reactionKeys = (lecture: LectureRef) => [
    this.#activeKey(lecture),
    this.#countsKey(lecture),
    this.#totalsKey(lecture),
    this.#slideKey(lecture),
    this.#dirtyKey(),
    this.#latestKey(lecture),
  ];

  async setReaction(
    lecture: LectureRef,
    studentId: number,
    tag: ExpressionTag,
    { onSlide }: SetReactionOptions = {},
  ): Promise<SetReactionResult> {
    const at = this.#now();
    const [previous, changed, slideNumber] = (await SET_REACTION.run(
      this.#client,
      this.#reactionKeys(lecture),
      [studentId, tag, this.#ttl, lectureKey(lecture), NO_SLIDE, onSlide ?? ''],
    )) as [string, number, number];
    return {
      previous: previous === '' ? null : (Number(previous) as ExpressionTag),
      changed: changed === 1,
      slideMoved: changed === -1,
      slideNumber,
      at,
    };
  }

  async takeBackReaction(
    lecture: LectureRef,
    studentId: number,
    tag: ExpressionTag,
    { onSlide }: SetReactionOptions = {},
  ): Promise<TakeBackResult> {
    const at = this.#now();
    const [taken, slideNumber] = (await TAKE_BACK_REACTION.run(
      this.#client,
      this.#reactionKeys(lecture),
      [studentId, tag, lectureKey(lecture), NO_SLIDE, onSlide ?? ''],
    )) as [number, number];
    return { taken: taken === 1, slideMoved: taken === -1, slideNumber, at };
  }

  async clearReactions(lecture: LectureRef): Promise<ClearedReaction[]> {
    return pairs(
      await END_REACTIONS.run(
        this.#client,
        [this.#activeKey(lecture), this.#countsKey(lecture)],
        [],
      ),
    );
  }

  async getReaction(lecture: LectureRef, studentId: number): Promise<ActiveReaction | null> {
    const [tag, slide] = (await this.#client
      .multi()
      .hGet(this.#activeKey(lecture), String(studentId))
      .get(this.#slideKey(lecture))
      .exec()) as unknown as [string | null, string | null];
    if (!tag) return null;
    return { tag: Number(tag) as ExpressionTag, slideNumber: slide ? Number(slide) : NO_SLIDE };
  }

  async reactionCounts(lecture: LectureRef): Promise<ReactionCounts> {
    const [slide, counts, totals] = (await this.#client
      .multi()
      .get(this.#slideKey(lecture))
      .hGetAll(this.#countsKey(lecture))
      .hGetAll(this.#totalsKey(lecture))
      .exec()) as unknown as [string | null, Record<string, string>, Record<string, string>];
    return {
      slideNumber: slide ? Number(slide) : NO_SLIDE,
      active: tagCounts(counts),
      lecture: tagCounts(totals),
    };
  }

  async consumePress(studentId: number): Promise<'allowed' | 'overloaded'> {
    const now = this.#now();
    const member = `${now}:${this.#pressSalt}:${this.#pressCounter++}`;
    const reply = await CONSUME_PRESS.run(
      this.#client,
      [this.#pressKey(studentId)],
      [now, this.#pressLimit.windowMs, this.#pressLimit.max, member],
    );
    return reply === 1 ? 'allowed' : 'overloaded';
  }

  // Broadcasting and persistence

  async drainDirty(): Promise<LectureRef[]> {
    const key = this.#dirtyKey();
    const [members] = (await this.#client.multi().sMembers(key).del(key).exec()) as unknown as [
      string[],
    ];
    return members.map(parseLectureKey);
  }

  async drainEvents(max = DEFAULT_DRAIN_MAX): Promise<LiveEvent[]> {
    const key = this.#eventsKey();
    const [values] = (await this.#client
      .multi()
      .lRange(key, 0, max - 1)
      .lTrim(key, max, -1)
      .exec()) as unknown as [string[]];
    return values.map((value) => JSON.parse(value) as LiveEvent);
  }

  async clearLecture(lecture: LectureRef): Promise<number[]> {
    const attendees = (await CLEAR_LECTURE.run(
      this.#client,
      [
        this.#courseCodeKey(lecture.courseId),
        this.#attendeesKey(lecture),
        this.#dirtyKey(),
        ...this.#waitingKeys(lecture),
        this.#permissionsKey(lecture),
        this.#extensionKey(lecture),
        this.#slideKey(lecture),
        this.#activeKey(lecture),
        this.#countsKey(lecture),
        this.#totalsKey(lecture),
        this.#latestKey(lecture),
      ],
      [lecture.lectureNum, this.#codeKey(''), lectureKey(lecture), `${this.#prefix}att:s:`],
    )) as string[];
    return attendees.map(Number);
  }

  // Recovery after a restart

  async restoreLecture(snapshot: LiveSnapshot): Promise<void> {
    const { lecture, code } = snapshot;
    const codeTtlMs = code ? Math.max(0, code.expiresAt - this.#now()) : 0;
    const flag = (value: boolean | undefined) => (value === undefined ? '' : value ? '1' : '0');
    let offset = 0;
    do {
      const students = snapshot.attendees.slice(offset, offset + RESTORE_CHUNK);
      await RESTORE_LECTURE.run(
        this.#client,
        [
          this.#courseCodeKey(lecture.courseId),
          this.#codeKey(code?.code ?? ''),
          this.#slideKey(lecture),
          this.#permissionsKey(lecture),
          this.#attendeesKey(lecture),
          ...students.map(this.#studentKey),
        ],
        [
          lecture.lectureNum,
          codeTtlMs,
          lectureKey(lecture),
          code?.code ?? '',
          snapshot.slideNumber ?? '',
          this.#ttl,
          flag(snapshot.permissions.allowReactions),
          flag(snapshot.permissions.allowQuestions),
          flag(snapshot.permissions.allowDiscussions),
          flag(snapshot.permissions.admitAutomatically),
          ...students,
        ],
      );
      offset += RESTORE_CHUNK;
    } while (offset < snapshot.attendees.length);
  }

  async restoreReactions(snapshot: ReactionSnapshot): Promise<void> {
    if (snapshot.active.length === 0 && snapshot.counted.length === 0) return;
    const { lecture } = snapshot;
    await RESTORE_REACTIONS.run(
      this.#client,
      [
        this.#activeKey(lecture),
        this.#countsKey(lecture),
        this.#totalsKey(lecture),
        this.#latestKey(lecture),
        this.#dirtyKey(),
      ],
      [
        this.#ttl,
        lectureKey(lecture),
        snapshot.active.length,
        ...snapshot.active.flatMap(({ studentId, tag }) => [studentId, tag]),
        ...snapshot.counted.flatMap(({ slideNumber, studentId, tag }) => [
          slideNumber,
          studentId,
          tag,
        ]),
      ],
    );
  }

  async isRestored(): Promise<boolean> {
    return (await this.#client.exists(this.#restoredKey())) === 1;
  }

  async setRestored(restored: boolean): Promise<void> {
    if (restored) await this.#client.set(this.#restoredKey(), '1');
    else await this.#client.del(this.#restoredKey());
  }

  async close(): Promise<void> {
    if (this.#ownsClient) await closeRedisClient(this.#client);
  }
}
