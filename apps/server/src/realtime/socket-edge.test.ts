import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ExpressionsClientToServer, ExpressionsServerToClient } from '@o4f/contract';
import { ACK_ERRORS, NAMESPACES, SOCKET_PATH, expressionsPayloads } from '@o4f/contract';
import { Server } from 'socket.io';
import type { Socket as ClientSocket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveClient } from '../testing/live-client.ts';
import { LiveError, commandDispatcher, replyingCommand } from './socket-edge.ts';
import type { Command, ReplyingCommand } from './socket-edge.ts';

type Client = LiveClient<ExpressionsServerToClient, ExpressionsClientToServer>;

describe('commandDispatcher', () => {
  type ServerSocket = Parameters<Parameters<ReturnType<typeof server.of>['on']>[1]>[0];
  const http = createServer();
  const server = new Server<ExpressionsClientToServer, ExpressionsServerToClient>(http, {
    path: SOCKET_PATH,
  });
  const errors: unknown[] = [];
  const seenBy = new Set<string>();
  let client: Client['socket'];

  const command = <T, R>(
    schema: Command<ServerSocket, T, R>['schema'],
    handler: Command<ServerSocket, T, R>['handler'],
  ) => ({ schema, handler }) as unknown as Command<ServerSocket, never>;
  const commands = new Map<
    string,
    Command<ServerSocket, never> | ReplyingCommand<ServerSocket, never>
  >([
    [
      'press_button',
      replyingCommand(
        expressionsPayloads.press_button,
        (socket: ServerSocket, { expressionTag }, reply) => {
          seenBy.add(socket.id);
          if (expressionTag === 2) throw new LiveError(ACK_ERRORS.reactionsPaused, 'Paused');
          setTimeout(() => {
            if (expressionTag === 3) reply(new Error('journal broken'));
            else if (expressionTag === 4)
              reply(new LiveError(ACK_ERRORS.notSaved, 'Not saved yet'));
            reply(null, { expressionTag, slideNumber: 1 });
            reply(null, { expressionTag, slideNumber: 2 });
          }, 20);
        },
      ),
    ],
    [
      'set_slide',
      command(expressionsPayloads.set_slide, (socket, { slideNumber }) => {
        seenBy.add(socket.id);
        if (slideNumber === 99) throw new LiveError(ACK_ERRORS.lectureNotLive, 'Not live');
        if (slideNumber === 98) throw new Error('database down');
        if (slideNumber === 97) throw Object.assign(new Error('refused'), { code: 'ECONNREFUSED' });
        return { slideNumber };
      }),
    ],
    [
      'get_current_slide',
      command(expressionsPayloads.get_current_slide, async () => ({ slideNumber: 4 })),
    ],
    [
      'is_end_lecture',
      command(expressionsPayloads.is_end_lecture, () => ({
        then: (resolve: (value: unknown) => void) => resolve({ ended: false }),
      })),
    ],
    [
      'extend_class_stop',
      command(expressionsPayloads.extend_class_stop, async () => {
        throw new LiveError(ACK_ERRORS.lectureNotLive, 'Ended meanwhile');
      }),
    ],
    [
      'is_attending',
      command(expressionsPayloads.is_attending, (socket) => {
        socket.emit('is_attending_res', { attending: true });
        return { attending: true };
      }),
    ],
  ]);

  beforeAll(async () => {
    const dispatch = commandDispatcher(commands, { onError: (error) => errors.push(error) });
    server.of(NAMESPACES.expressions).on('connection', (socket) => {
      socket.onAny(dispatch);
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const { port } = http.address() as AddressInfo;
    const live: Client = new LiveClient(`http://127.0.0.1:${port}`, NAMESPACES.expressions);
    client = live.socket;
    await live.waitFor('connect');
  });

  afterAll(async () => {
    client.close();
    await server.close();
  });

  it('validates the payload and acks the result of the handler, which gets the socket', async () => {
    expect(await client.emitWithAck('set_slide', { slideNumber: 3 })).toEqual({
      ok: true,
      data: { slideNumber: 3 },
    });
    expect([...seenBy]).toEqual([client.id]);
    expect(await client.emitWithAck('set_slide', { slideNumber: 0 })).toMatchObject({
      ok: false,
      error: 'invalid_payload',
    });
  });

  it('accepts an ack without a payload', async () => {
    const result = await new Promise((resolve) =>
      (client as unknown as ClientSocket).emit('get_current_slide', resolve),
    );
    expect(result).toEqual({ ok: true, data: { slideNumber: 4 } });
  });

  it('runs without an ack, and ignores events it has no command for', async () => {
    const reply = new Promise((resolve) => client.once('is_attending_res', resolve));
    (client as unknown as ClientSocket).emit('no_such_command', {});
    client.emit('is_attending', {});
    expect(await reply).toEqual({ attending: true });
  });

  it('acks what a promise or any other thenable settles to, a rejection in its words', async () => {
    expect(await client.emitWithAck('is_end_lecture', {})).toEqual({
      ok: true,
      data: { ended: false },
    });
    expect(await client.emitWithAck('extend_class_stop', {})).toEqual({
      ok: false,
      error: 'lecture_not_live',
      message: 'Ended meanwhile',
    });
  });

  it('turns a LiveError into its code, says when the database is away, hides the rest', async () => {
    expect(await client.emitWithAck('set_slide', { slideNumber: 99 })).toEqual({
      ok: false,
      error: 'lecture_not_live',
      message: 'Not live',
    });
    expect(await client.emitWithAck('set_slide', { slideNumber: 97 })).toMatchObject({
      ok: false,
      error: ACK_ERRORS.databaseUnavailable,
    });
    expect(errors).toEqual([]);
    expect(await client.emitWithAck('set_slide', { slideNumber: 98 })).toMatchObject({
      ok: false,
      error: 'internal_error',
    });
    expect(errors).toHaveLength(1);
  });

  it('answers a replying command when it replies, and a refusal it throws at once', async () => {
    errors.length = 0;
    expect(await client.emitWithAck('press_button', { expressionTag: 1 })).toEqual({
      ok: true,
      data: { expressionTag: 1, slideNumber: 1 },
    });
    expect(await client.emitWithAck('press_button', { expressionTag: 2 })).toEqual({
      ok: false,
      error: ACK_ERRORS.reactionsPaused,
      message: 'Paused',
    });
    expect(await client.emitWithAck('press_button', { expressionTag: 4 })).toEqual({
      ok: false,
      error: ACK_ERRORS.notSaved,
      message: 'Not saved yet',
    });
    expect(errors).toEqual([]);
    expect(await client.emitWithAck('press_button', { expressionTag: 3 })).toMatchObject({
      ok: false,
      error: 'internal_error',
    });
    expect(errors).toHaveLength(1);
    expect(await client.emitWithAck('press_button', { expressionTag: 9 })).toMatchObject({
      ok: false,
      error: 'invalid_payload',
    });
  });
});
