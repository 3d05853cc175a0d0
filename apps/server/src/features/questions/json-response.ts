// A large JSON answer (a lecture's question list: 270 KB for 500 questions), serialized by its
// service to the contract's type — the zod serializer's second walk over every object is
// skipped — and compressed here at the quality @fastify/compress uses for the API's other
// answers, on the event loop. Measured on the bench machine (2 cores, the server pinned to one):
// brotli quality 4 of the 270 KB list takes 0.4 ms in one synchronous call; the same through
// zlib's thread pool (a new stream per answer) cost about 2 ms of the server's core per answer
// when a hall's first openings compressed 50 at once, and set the p99 of those openings
// (bench/qa-list.mjs: 710 → 350 ms on the embedded database). SHA-1 of the body takes 4 ms, so
// bodies are not hashed to reuse earlier compressions; a viewer's answer is kept instead
// (viewer-marks-cache.ts).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { COMPRESSION_THRESHOLD_BYTES } from '../../lib/compression.ts';

export type Encoding = 'br' | 'gzip';

const compressors: Record<Encoding, (body: Buffer) => Buffer> = {
  br: (body) =>
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipSync(body),
};

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

/** A JSON body as it goes on the wire: compressed with `encoding`, or plain when null. */
export interface EncodedJson {
  body: Buffer;
  encoding: Encoding | null;
}

/** Encodes a body already serialized as JSON (UTF-8): compressed when it is large and `encoding` is set. */
export function encodeJson(json: Buffer, encoding: Encoding | null): EncodedJson {
  if (!encoding || json.length < COMPRESSION_THRESHOLD_BYTES) return { body: json, encoding: null };
  return { body: compressors[encoding](json), encoding };
}

/** Sends an encoded JSON body with the headers the compression hook would set. */
export function sendEncodedJson(reply: FastifyReply, { body, encoding }: EncodedJson) {
  reply.header('content-type', 'application/json; charset=utf-8');
  reply.header('vary', 'accept-encoding');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(body);
}
