// The socket edge of the server's languages: a socket speaks the language its handshake asks
// for (the `language` of its auth, else the Accept-Language of its request). Its handshake
// refusals, the error payloads emitted to it and its acks' messages are said in that language.
import type { IncomingHttpHeaders } from 'node:http';
import type { ExtendedError, Namespace, Server, Socket } from 'socket.io';
import { negotiateLanguage, translatorFor, type Translate } from './translate.ts';

interface Handshake {
  handshake?: { auth?: unknown; headers?: IncomingHttpHeaders };
}

/** The translator a socket's messages go through; undefined when it speaks English. */
export function socketTranslator(socket: unknown): Translate | undefined {
  const handshake = (socket as Handshake).handshake;
  const chosen = (handshake?.auth as { language?: unknown } | undefined)?.language;
  const header = typeof chosen === 'string' ? chosen : handshake?.headers?.['accept-language'];
  return translatorFor(negotiateLanguage(header));
}

/** `{ message }` (and any other fields) with the message translated. */
function translatedPayload(payload: unknown, translate: Translate): unknown {
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) return payload;
  const { message } = payload as { message?: unknown };
  return typeof message === 'string' ? { ...payload, message: translate(message) } : payload;
}

function localizeNamespace(namespace: Namespace): void {
  const use = namespace.use.bind(namespace);
  // Every handshake middleware's refusal (connect_error) in the socket's language.
  namespace.use = (middleware) =>
    use((socket, next) =>
      middleware(socket, (error?: ExtendedError) => {
        const translate = error && socketTranslator(socket);
        if (!error || !translate) return next(error);
        const translated = new Error(translate(error.message)) as ExtendedError;
        if (error.data !== undefined) translated.data = error.data;
        next(translated);
      }),
    );
  // Registered first, so that it is in place before the namespace's own connection handlers.
  namespace.on('connection', (socket: Socket) => {
    const translate = socketTranslator(socket);
    if (!translate) return;
    const emit = socket.emit.bind(socket) as (event: string, ...args: unknown[]) => boolean;
    (socket as { emit: (event: string, ...args: unknown[]) => boolean }).emit = (event, ...args) =>
      emit(event, ...args.map((arg) => translatedPayload(arg, translate)));
  });
}

/** Every namespace of `io`, present and future, speaks its sockets' languages. */
export function localizeNamespaces(io: Server): void {
  for (const namespace of io._nsps.values()) localizeNamespace(namespace);
  io.on('new_namespace', localizeNamespace);
}
