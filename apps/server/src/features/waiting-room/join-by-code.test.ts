// Joining by a scanned code (docs/decisions/join-by-qr.md) over real HTTP and sockets: a client
// that enters the waiting room with the code alone gets a mask assigned, and an expired code is
// told apart from a mistyped one, on GET /classId and on the waiting-room handshake.
import { CLASS_CODE_TEXT, SOCKET_TEXT, parsePseudonym } from '@o4f/contract';
import type { AccessGranted, AckResult, NewClassId } from '@o4f/contract';
import { describe, expect, it } from 'vitest';
import { MemoryLiveState } from '../../live/memory-live-state.ts';
import { lectureWithCode } from '../../testing/lecture-code.ts';
import type { ClientOptions } from '../../testing/live-client.ts';
import { socketSuite } from '../../testing/socket-suite.ts';
import { createTestServer } from '../../testing/test-server.ts';

let clockOffset = 0;
let limitedOffset = 0;
const live = new MemoryLiveState({ now: () => Date.now() + clockOffset });
const suite = socketSuite({ live });

const client = (namespace: string, options: ClientOptions = {}) =>
  suite.pool.open(suite.server.url, namespace, options);

const liveLectureWithCode = (ttl?: number) =>
  lectureWithCode(suite.server, suite.pool, ttl ? { ttl } : {});

describe('a waiting-room handshake with classId alone', () => {
  it('is not refused: the student waits with an assigned mask and is admitted under it', async () => {
    const { room, code } = await liveLectureWithCode();
    const waiting = client('/waiting_room', { query: { classId: code } });
    expect(await waiting.waitFor('entered_waiting_room')).toEqual({ group: 'new' });
    expect(waiting.events('error_invalid_classid')).toEqual([]);

    await room.request('admit_new');
    const granted = await waiting.waitFor<AccessGranted>('access_granted');
    const parsed = parsePseudonym(granted.pseudonym);
    expect(parsed).not.toBeNull();
    expect(parsed!.maskId).toBeGreaterThanOrEqual(1);
    expect(parsed!.maskId).toBeLessThanOrEqual(12);
    expect(granted.credentials?.anonId).toBeTruthy();
  });

  it('still refuses a malformed code or mask', async () => {
    const { code } = await liveLectureWithCode();
    const badMask = client('/waiting_room', { query: { classId: code, maskId: 13 } });
    expect(await badMask.waitFor('error_invalid_classid')).toEqual({
      message: SOCKET_TEXT.invalidClassId,
    });
    const badCode = client('/waiting_room', { query: { classId: 'abc' } });
    expect(await badCode.waitFor('error_invalid_classid')).toEqual({
      message: SOCKET_TEXT.invalidClassId,
    });
  });
});

describe('an expired Lecture Code', () => {
  it('gets its own message, as does a stopped one; a mistyped code keeps the unknown-code message', async () => {
    const { codes, code } = await liveLectureWithCode(30);
    const mistyped = code === '999999' ? '100000' : String(Number(code) + 1);

    clockOffset += 31_000;
    try {
      const expired = await suite.server.api('GET', `/classId/${code}`);
      expect(expired.status).toBe(410);
      expect(expired.body).toEqual({ message: CLASS_CODE_TEXT.expired });

      const wrong = await suite.server.api('GET', `/classId/${mistyped}`);
      expect(wrong.status).toBe(404);
      expect(wrong.body).toEqual({ message: CLASS_CODE_TEXT.noSuchClass });

      const waiting = client('/waiting_room', { query: { classId: code } });
      expect(await waiting.waitFor('error_invalid_classid')).toEqual({
        message: CLASS_CODE_TEXT.expired,
      });
      await waiting.waitFor('disconnect');

      // Renewing brings the same lecture a live code again.
      const renewed = await codes.request<AckResult<NewClassId>>('start', {});
      expect(renewed.ok).toBe(true);
      if (!renewed.ok) return;
      expect((await suite.server.api('GET', `/classId/${renewed.data.code}`)).status).toBe(200);

      // Stopped on purpose: it opens nothing, and a late scan of it is told that it expired.
      await codes.request('stop');
      const stopped = await suite.server.api('GET', `/classId/${renewed.data.code}`);
      expect(stopped.status).toBe(410);
      expect(stopped.body).toEqual({ message: CLASS_CODE_TEXT.expired });
      const late = client('/waiting_room', { query: { classId: renewed.data.code } });
      expect(await late.waitFor('error_invalid_classid')).toEqual({
        message: CLASS_CODE_TEXT.expired,
      });
    } finally {
      clockOffset -= 31_000;
    }
  });

  it('does not count as a wrong guess', async () => {
    const limited = await createTestServer({
      live: new MemoryLiveState({ now: () => Date.now() + limitedOffset }),
      env: { TRUST_PROXY: 'true', CODE_GUESS_LIMIT: '2' },
    });
    try {
      const { codes, code } = await lectureWithCode(limited, suite.pool, { ttl: 30 });
      limitedOffset += 31_000;
      const headers = { 'x-forwarded-for': '203.0.113.77' };
      for (let i = 0; i < 5; i += 1) {
        expect((await limited.api('GET', `/classId/${code}`, { headers })).status).toBe(410);
      }
      // The address made no wrong guess: a fresh code opens at once.
      const fresh = await codes.request<AckResult<NewClassId>>('start', {});
      if (!fresh.ok) throw new Error(fresh.message);
      expect((await limited.api('GET', `/classId/${fresh.data.code}`, { headers })).status).toBe(
        200,
      );
    } finally {
      await limited.close();
    }
  });
});
