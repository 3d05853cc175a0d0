// The Lua scripts of the Redis live state: each keeps one multi-key change atomic (code
// uniqueness, a reaction and its counts together). The KEYS and ARGV each expects are above it.
import { createHash } from 'node:crypto';
import type { RedisClientType } from 'redis';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any module/script set will do
export type AnyRedisClient = RedisClientType<any, any, any, any, any>;

/** A script run by its hash, loaded on first use (NOSCRIPT) on each Redis it meets. */
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
export const ISSUE_CODE = new Script(`
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
export const STOP_CODE = new Script(`
local held = redis.call('GET', KEYS[1])
if not held then return 0 end
local sep = string.find(held, ':', 1, true)
if string.sub(held, 1, sep - 1) ~= ARGV[1] then return 0 end
redis.call('DEL', KEYS[1], ARGV[2] .. string.sub(held, sep + 1))
return 1
`);

// KEYS: the three group hashes  ARGV: entryId, group index (1-3), entry JSON, ttl s
export const ENTER_WAITING = new Script(`
for i = 1, 3 do redis.call('HDEL', KEYS[i], ARGV[1]) end
local target = KEYS[tonumber(ARGV[2])]
redis.call('HSET', target, ARGV[1], ARGV[3])
redis.call('EXPIRE', target, ARGV[4])
return {redis.call('HLEN', KEYS[1]), redis.call('HLEN', KEYS[2]), redis.call('HLEN', KEYS[3])}
`);

// KEYS: the three group hashes  ARGV: entryId
export const LEAVE_WAITING = new Script(`
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
export const ATTEND = new Script(`
local previous = redis.call('GET', KEYS[1])
if previous and previous ~= ARGV[1] then redis.call('SREM', ARGV[2] .. previous, ARGV[4]) end
redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[3])
redis.call('SADD', KEYS[2], ARGV[4])
redis.call('EXPIRE', KEYS[2], ARGV[3])
return previous
`);

// KEYS: student key, lecture attendee set  ARGV: "c:n", studentId
export const LEAVE = new Script(`
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('DEL', KEYS[1])
redis.call('SREM', KEYS[2], ARGV[2])
return 1
`);

// KEYS: slide, active, counts, events, dirty
// ARGV: slide, "c:n", courseId, lectureNum, at, ttl s
export const SET_SLIDE = new Script(`
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

// A press's checks (PRESS_REACTION, PRESS_TAKE_BACK), made before anything is changed: the
// student attends the lecture, feedback is not closed, reactions are not paused, the press rate
// allows it (then the press is counted, like CONSUME_PRESS). A refusal is returned as its name.
// Then whether the student has tabs on another instance than the pressing one (or its own are not
// registered: unknown), appended to the reply.
// KEYS[1..4]: student key, permissions, press log, the student's tabs (instance → sockets)
// ARGV[1..7]: "c:n", closed ('1' / '0'), now ms, window ms, max, member, instance ('' unknown)
const PRESS_CHECKS = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 'not_attending' end
if ARGV[2] == '1' then return 'closed' end
local allow = redis.call('HGET', KEYS[2], 'allowReactions')
if allow and allow ~= '1' then return 'paused' end
local now = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[3], '-inf', now - tonumber(ARGV[4]))
if redis.call('ZCARD', KEYS[3]) >= tonumber(ARGV[5]) then return 'overloaded' end
redis.call('ZADD', KEYS[3], now, ARGV[6])
redis.call('PEXPIRE', KEYS[3], ARGV[4])
local mine = tonumber(redis.call('HGET', KEYS[4], ARGV[7]) or '0')
local elsewhere = (mine <= 0 or redis.call('HLEN', KEYS[4]) > 1) and 1 or 0
local function reply(r)
  r[#r + 1] = elsewhere
  return r
end
local K, A = 4, 7
`;

const PLAIN_REPLY = `local function reply(r) return r end
local K, A = 0, 0
`;

// Queues no event: the press handler stores the reaction before acknowledging it.
// KEYS[K+1..]: active, counts, totals, slide, dirty, latest (per "slide:student" the counted tag)
// ARGV[A+1..]: studentId, tag, ttl s, "c:n", slide when none is set, the slide pressed on ('' for any)
// Returns previous, 1 (set) / 0 (already active) / -1 (the slide moved), the current slide.
// The four reaction keys are written together and get their lifetime together, renewed when the
// active reactions' has run down by 1 % (or is new): one TTL instead of four EXPIREs a press.
const SET_REACTION_BODY = `
local previous = redis.call('HGET', KEYS[K + 1], ARGV[A + 1])
local slide = tonumber(redis.call('GET', KEYS[K + 4]) or ARGV[A + 5])
if ARGV[A + 6] ~= '' and tonumber(ARGV[A + 6]) ~= slide then return reply({previous or '', -1, slide}) end
if previous == ARGV[A + 2] then return reply({previous, 0, slide}) end
redis.call('HSET', KEYS[K + 1], ARGV[A + 1], ARGV[A + 2])
redis.call('HINCRBY', KEYS[K + 2], ARGV[A + 2], 1)
if previous then redis.call('HINCRBY', KEYS[K + 2], previous, -1) end
local field = slide .. ':' .. ARGV[A + 1]
local counted = redis.call('HGET', KEYS[K + 6], field)
if counted then redis.call('HINCRBY', KEYS[K + 3], counted, -1) end
redis.call('HSET', KEYS[K + 6], field, ARGV[A + 2])
redis.call('HINCRBY', KEYS[K + 3], ARGV[A + 2], 1)
local ttl = tonumber(ARGV[A + 3])
if redis.call('TTL', KEYS[K + 1]) < ttl - math.floor(ttl / 100) then
  for _, i in ipairs({1, 2, 3, 6}) do redis.call('EXPIRE', KEYS[K + i], ttl) end
end
redis.call('SADD', KEYS[K + 5], ARGV[A + 4])
return reply({previous or '', 1, slide})
`;

export const SET_REACTION = new Script(PLAIN_REPLY + SET_REACTION_BODY);

// PRESS_CHECKS, then SET_REACTION: a press in one round trip.
export const PRESS_REACTION = new Script(PRESS_CHECKS + SET_REACTION_BODY);

// The student takes back their active reaction: not active, counted for nothing on the slide.
// KEYS[K+1..]: active, counts, totals, slide, dirty, latest
// ARGV[A+1..]: studentId, tag, "c:n", slide when none is set, the slide pressed on ('' for any)
// Returns 1 (taken) / 0 (not active) / -1 (the slide moved), the current slide.
const TAKE_BACK_BODY = `
local slide = tonumber(redis.call('GET', KEYS[K + 4]) or ARGV[A + 4])
if ARGV[A + 5] ~= '' and tonumber(ARGV[A + 5]) ~= slide then return reply({-1, slide}) end
if redis.call('HGET', KEYS[K + 1], ARGV[A + 1]) ~= ARGV[A + 2] then return reply({0, slide}) end
redis.call('HDEL', KEYS[K + 1], ARGV[A + 1])
redis.call('HINCRBY', KEYS[K + 2], ARGV[A + 2], -1)
local field = slide .. ':' .. ARGV[A + 1]
local counted = redis.call('HGET', KEYS[K + 6], field)
if counted then
  redis.call('HINCRBY', KEYS[K + 3], counted, -1)
  redis.call('HDEL', KEYS[K + 6], field)
end
redis.call('SADD', KEYS[K + 5], ARGV[A + 3])
return reply({1, slide})
`;

export const TAKE_BACK_REACTION = new Script(PLAIN_REPLY + TAKE_BACK_BODY);

// PRESS_CHECKS, then TAKE_BACK_REACTION.
export const PRESS_TAKE_BACK = new Script(PRESS_CHECKS + TAKE_BACK_BODY);

// The lecture ended: its active reactions end without being taken back (nothing is queued).
// KEYS: active, counts
export const END_REACTIONS = new Script(`
local ended = redis.call('HGETALL', KEYS[1])
redis.call('DEL', KEYS[1], KEYS[2])
return ended
`);

// KEYS: extension hash  ARGV: end time ms, ttl s
export const CLAIM_EXTENSION_QUESTION = new Script(`
if redis.call('HEXISTS', KEYS[1], 'declined') == 1 then return 0 end
if redis.call('HGET', KEYS[1], 'asked') == ARGV[1] then return 0 end
redis.call('HSET', KEYS[1], 'asked', ARGV[1])
redis.call('EXPIRE', KEYS[1], ARGV[2])
return 1
`);

// KEYS: the student's tabs in a lecture  ARGV: instance, +1 / -1, ttl s
export const COUNT_TAB = new Script(`
local left = redis.call('HINCRBY', KEYS[1], ARGV[1], ARGV[2])
if left <= 0 then redis.call('HDEL', KEYS[1], ARGV[1]) else redis.call('EXPIRE', KEYS[1], ARGV[3]) end
return left
`);

// KEYS: press log  ARGV: now ms, window ms, max, member
export const CONSUME_PRESS = new Script(`
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[1]) - tonumber(ARGV[2]))
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1
`);

// KEYS: course key, attendee set, dirty, then the lecture's plain keys to delete
// ARGV: lectureNum, code prefix, "c:n", student-key prefix
export const CLEAR_LECTURE = new Script(`
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
export const RESTORE_LECTURE = new Script(`
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
export const RESTORE_REACTIONS = new Script(`
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
