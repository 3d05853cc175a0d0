// The Socket.IO Redis adapter handle, when TEST_REDIS_URL is set.
import { Server } from 'socket.io';
import { afterEach, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { connectRedisAdapter } from './redis-adapter.ts';

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('connectRedisAdapter', () => {
  const rejections: unknown[] = [];
  const onRejection = (reason: unknown) => rejections.push(reason);
  afterEach(() => {
    process.off('unhandledRejection', onRejection);
  });

  it('lets an emit that races the shutdown go without an unhandled rejection', async () => {
    process.on('unhandledRejection', onRejection);
    const handle = await connectRedisAdapter(
      redisUrl!,
      pino({ level: 'silent' }),
      `o4f-test-adapter-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`,
    );
    const io = new Server({ adapter: handle.adapter });
    io.of('/expressions').to('lecture:1:1').emit('LIVE_USERS', { count: 1 });
    await handle.close();
    // What a timer or a slow query finishing during shutdown does.
    io.of('/expressions').to('lecture:1:1').emit('LIVE_USERS', { count: 2 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Not attached to an HTTP server: nothing else to close.
    expect(rejections).toEqual([]);
  });
});
