import { describe, expect, it } from 'vitest';
import { OUTAGE_SAID_EVERY_MS, outageLog, outageRefusals } from './outage-log.ts';

/** What a Redis client throws while Redis is away (isDatabaseUnavailable knows it by its code). */
const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6379'), {
    code: 'ECONNREFUSED',
  });

function recorder() {
  const said: { level: string; message: string; details: object }[] = [];
  const at = (level: string) => (details: object, message: string) =>
    void said.push({ level, message, details });
  return { said, log: { error: at('error'), warn: at('warn'), info: at('info') } };
}

describe('outage log', () => {
  it('says an outage once, again every interval with how long, and its end once', () => {
    const { said, log } = recorder();
    let now = 1_000_000;
    const report = outageLog(log, 'expressions: broadcast', { now: () => now });
    report.worked();
    // A loop every 50 ms for 65 s of outage.
    for (let t = 0; t <= 65_000; t += 50) {
      now = 1_000_000 + t;
      report.failed(refused());
    }
    now += 2_000;
    report.worked();
    report.worked();
    expect(said.map(({ level, message }) => [level, message])).toEqual([
      ['warn', 'expressions: broadcast waits: the database or Redis cannot be reached'],
      ['warn', 'expressions: broadcast still waits for the database or Redis (30 s)'],
      ['warn', 'expressions: broadcast still waits for the database or Redis (60 s)'],
      ['info', 'expressions: broadcast works again after 67 s'],
    ]);
    expect(said[0]!.details).toMatchObject({ err: { code: 'ECONNREFUSED' } });
    expect(said[1]!.details).toEqual({ code: 'ECONNREFUSED', awaySeconds: 30 });
    expect(OUTAGE_SAID_EVERY_MS).toBe(30_000);
  });

  it('says every fault that is not an outage, as an error, and a new outage after the last ended', () => {
    const { said, log } = recorder();
    let now = 0;
    const report = outageLog(log, 'Socket.IO Redis adapter', { away: 'Redis', now: () => now });
    report.failed(new TypeError('x is not a function'));
    report.failed(new TypeError('x is not a function'));
    report.failed(refused());
    now = 4_000;
    report.worked();
    now = 5_000;
    report.failed(refused());
    expect(said.map(({ level, message }) => [level, message])).toEqual([
      ['error', 'Socket.IO Redis adapter failed'],
      ['error', 'Socket.IO Redis adapter failed'],
      ['warn', 'Socket.IO Redis adapter waits: Redis cannot be reached'],
      ['info', 'Socket.IO Redis adapter works again after 4 s'],
      ['warn', 'Socket.IO Redis adapter waits: Redis cannot be reached'],
    ]);
  });

  it('says the first refusal of an outage at once, then how many more every interval, then nothing', () => {
    const { said, log } = recorder();
    const request = recorder();
    let now = 0;
    const timers: { at: number; run: () => void }[] = [];
    const refuse = outageRefusals(log, 'The database is not available', 'requests answered 503', {
      now: () => now,
      later: (run, ms) => void timers.push({ at: now + ms, run }),
    });
    /** Moves the clock to `to`, running the timers due by then. */
    const until = (to: number) => {
      for (;;) {
        const due = timers.sort((a, b) => a.at - b.at)[0];
        if (!due || due.at > to) break;
        timers.shift();
        now = due.at;
        due.run();
      }
      now = to;
    };
    // 20 refusals a second for 45 s; the first said through the request's own logger.
    for (let t = 0; t < 45_000; t += 50) {
      until(t);
      refuse(refused(), t === 0 ? request.log : undefined);
    }
    until(200_000);
    expect(request.said.map(({ message }) => message)).toEqual(['The database is not available']);
    expect(request.said[0]!.details).toEqual({ code: 'ECONNREFUSED' });
    expect(said.map(({ level, message }) => [level, message])).toEqual([
      ['warn', 'The database is not available: 599 more requests answered 503 in 30 s'],
      ['warn', 'The database is not available: 300 more requests answered 503 in 30 s'],
    ]);
    expect(said[1]!.details).toEqual({ code: 'ECONNREFUSED', refused: 300 });
    // A new outage, long after: said at once again.
    refuse(refused());
    expect(said.at(-1)!.message).toBe('The database is not available');
    expect(timers).toEqual([]);
  });
});
