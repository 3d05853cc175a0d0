// A large JSON answer (a lecture's question list: 270–290 KB for 500 questions), serialized by
// its service to the contract's type — the zod serializer's second walk over every object is
// skipped — and compressed here, on the event loop, in one synchronous call: through zlib's
// thread pool (a new stream per answer) it cost about 2 ms of the server's core per answer when
// a hall's first openings compressed 50 at once (bench/qa-list.mjs: first-opening p99 710 →
// 350 ms on the embedded database). Brotli at quality 1, not the 4 @fastify/compress uses for
// the API's other answers: measured on a 287 KB list of the bench (2026-11-27), quality 4 took
// 0.70 ms for 7,084 bytes, quality 2 0.38 ms for 7,078, quality 1 0.13 ms for 7,627 (gzip
// level 6 0.83 ms for 9,161). A rebuilt answer after every change of the list is mostly its
// compression, and a hall rebuilds one per viewer: 8 % more bytes for a fifth of the time.
// SHA-1 of the body takes 4 ms, so bodies are not hashed to reuse earlier compressions; a
// viewer's answer is kept instead (viewer-marks-cache.ts).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { COMPRESSION_THRESHOLD_BYTES } from '../../lib/compression.ts';

export type Encoding = 'br' | 'gzip';

const compressors: Record<Encoding, (body: Buffer) => Buffer> = {
  br: (body) =>
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 1,
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
