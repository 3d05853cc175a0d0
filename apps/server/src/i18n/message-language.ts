// The REST edge of the server's languages: the `message` of a JSON answer (an error's, or a
// success's) is said in the request's Accept-Language when a server catalogue speaks it. A
// request without the header (a client following the spec) gets today's English, byte for byte.
import type { App } from '../lib/fastify.ts';
import { negotiateLanguage, prepareLanguages, translatorFor } from './translate.ts';

// `{"message":"…"` opening the body, as every answer's { message, data } does: the message is
// read and replaced without parsing the (possibly long) rest.
const LEADING_MESSAGE = /^\{"message":("(?:[^"\\]|\\.)*")/;

export async function registerMessageLanguage(app: App): Promise<void> {
  await prepareLanguages();
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string') return payload;
    const language = negotiateLanguage(request.headers['accept-language']);
    const translate = translatorFor(language);
    if (!translate || !/json/.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    reply.header('content-language', language);
    const match = LEADING_MESSAGE.exec(payload);
    if (!match) return payload;
    const message = JSON.parse(match[1]!) as string;
    const translated = translate(message);
    if (translated === message) return payload;
    return `{"message":${JSON.stringify(translated)}${payload.slice(match[0].length)}`;
  });
}
