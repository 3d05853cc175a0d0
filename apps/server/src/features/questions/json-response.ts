// A large JSON answer sent compressed from a small cache of recent bodies: a student's question
// list is mostly the same bytes from one request to the next (the client refetches it on every
// qa_update), and compressing 250+ KB of JSON costs more CPU than building it. The body is
// serialized once (JSON.stringify of a value already typed by the contract: the zod serializer's
// second walk over 500 objects is skipped), hashed, and its brotli / gzip bytes are reused while
// the same body is asked for again. Other answers keep going through the API's compression hook.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESSION_THRESHOLD_BYTES } from '../../lib/compression.ts';

type Encoding = 'br' | 'gzip';

const MAX_BODIES = 256;
const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  // The quality @fastify/compress uses for the API's other answers.
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => promisify(gzip)(body),
};

/** Recently sent bodies by hash, oldest first; each holds the encodings asked for so far. */
const bodies = new Map<string, Partial<Record<Encoding, Promise<Buffer>>>>();

/** The encoding to answer with: brotli, else gzip, when the client accepts it (q > 0). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const allows = (name: Encoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return allows('br') ? 'br' : allows('gzip') ? 'gzip' : null;
}

function compressed(json: Buffer, encoding: Encoding): Promise<Buffer> {
  const key = createHash('sha1').update(json).digest('base64');
  let entry = bodies.get(key);
  if (entry) {
    bodies.delete(key); // most recently used last
    bodies.set(key, entry);
  } else {
    if (bodies.size >= MAX_BODIES) bodies.delete(bodies.keys().next().value!);
    entry = {};
    bodies.set(key, entry);
  }
  let pending = entry[encoding];
  if (!pending) {
    pending = compressors[encoding](json);
    entry[encoding] = pending;
    pending.catch(() => bodies.delete(key));
  }
  return pending;
}

/** Sends `value` as JSON, compressed from the cache when it is large and the client accepts it. */
export async function sendJson(
  request: FastifyRequest,
  reply: FastifyReply,
  value: unknown,
): Promise<FastifyReply> {
  const json = Buffer.from(JSON.stringify(value));
  reply.header('content-type', 'application/json; charset=utf-8');
  reply.header('vary', 'accept-encoding');
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (!encoding || json.length < COMPRESSION_THRESHOLD_BYTES) return reply.send(json);
  const body = await compressed(json, encoding);
  reply.header('content-encoding', encoding);
  return reply.send(body);
}
