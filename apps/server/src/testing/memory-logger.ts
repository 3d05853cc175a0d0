// A pino logger at `info` (the production format) that keeps its lines in memory, for tests that
// read what the server says.
import { Writable } from 'node:stream';
import pino from 'pino';
import { loggerOptions } from '../lib/logger.ts';

export function memoryLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: pino(loggerOptions('info'), stream), lines };
}
