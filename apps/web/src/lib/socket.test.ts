import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  emitWithAck,
  previousSocketId,
  readSocketIdHistory,
  rememberSocketId,
  SOCKET_ID_HISTORY_KEY,
  SOCKET_ID_HISTORY_LIMIT,
  socketAuth,
  SocketAckError,
} from './socket.ts';
import { reconnectDelay } from './reconnect.ts';
import { storage } from './storage.ts';

beforeEach(() => localStorage.clear());

describe('socket id history', () => {
  it('starts empty and ignores what is not a list of ids', () => {
    expect(readSocketIdHistory()).toEqual([]);
    localStorage.setItem(SOCKET_ID_HISTORY_KEY, '{"not":"a list"}');
    expect(readSocketIdHistory()).toEqual([]);
    localStorage.setItem(SOCKET_ID_HISTORY_KEY, 'not json');
    expect(readSocketIdHistory()).toEqual([]);
    expect(previousSocketId()).toBeUndefined();
  });

  it('keeps the newest ids, oldest first, without duplicates', () => {
    for (let index = 1; index <= SOCKET_ID_HISTORY_LIMIT + 2; index += 1)
      rememberSocketId(`id-${index}`);
    expect(readSocketIdHistory()).toEqual(['id-3', 'id-4', 'id-5', 'id-6', 'id-7']);
    rememberSocketId('id-4');
    expect(readSocketIdHistory()).toEqual(['id-3', 'id-5', 'id-6', 'id-7', 'id-4']);
    expect(previousSocketId()).toBe('id-4');
  });

  it('sends the token and the previous socket id in the handshake when they exist', () => {
    expect(socketAuth()).toEqual({ language: 'en' });
    storage.setToken('secret');
    rememberSocketId('sock-1');
    expect(socketAuth()).toEqual({ token: 'secret', prevSocketId: 'sock-1', language: 'en' });
  });
});

describe('emitWithAck', () => {
  afterEach(() => vi.useRealTimers());

  const fakeSocket = (answer?: (event: string, payload: unknown) => unknown) => {
    const emit = vi.fn((event: string, payload: unknown, ack: (result: unknown) => void) => {
      if (answer) ack(answer(event, payload));
    });
    return { emit } as unknown as Parameters<typeof emitWithAck>[0] & { emit: typeof emit };
  };

  it('resolves with the data of a successful acknowledgement', async () => {
    const socket = fakeSocket(() => ({ ok: true, data: { slideNumber: 3 } }));
    await expect(emitWithAck(socket, 'get_current_slide')).resolves.toEqual({ slideNumber: 3 });
    expect(socket.emit).toHaveBeenCalledWith('get_current_slide', {}, expect.any(Function));
  });

  it('rejects with the code and message of a refusal', async () => {
    const socket = fakeSocket(() => ({
      ok: false,
      error: 'reactions_paused',
      message: 'Feedback not accepted. Teacher paused the lecture.',
    }));
    const failure = await emitWithAck(socket, 'press_button', { expressionTag: 1 }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(SocketAckError);
    expect(failure).toMatchObject({
      code: 'reactions_paused',
      message: 'Feedback not accepted. Teacher paused the lecture.',
    });
  });

  it('rejects with a timeout when no acknowledgement comes', async () => {
    vi.useFakeTimers();
    const socket = fakeSocket();
    const pending = emitWithAck(socket, 'get_expressions', undefined, 500);
    const settled = pending.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(500);
    expect(await settled).toMatchObject({ code: 'timeout' });
  });
});

describe('reconnection backoff', () => {
  it('starts near a second and doubles to at most ten, each delay within ±50 % at random', () => {
    const low = () => 0;
    const high = () => 1;
    expect([0, 1, 2, 3, 4, 5].map((attempt) => reconnectDelay(attempt, low))).toEqual([
      500, 1000, 2000, 4000, 5000, 5000,
    ]);
    expect([0, 1, 2, 3, 4, 5].map((attempt) => reconnectDelay(attempt, high))).toEqual([
      1500, 3000, 6000, 12000, 15000, 15000,
    ]);
    // A hall reconnecting at once spreads over the whole window.
    const delays = Array.from({ length: 1000 }, () => reconnectDelay(0));
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(500);
    expect(Math.max(...delays)).toBeLessThanOrEqual(1500);
    expect(new Set(delays).size).toBeGreaterThan(100);
  });
});
