// Compression of API responses: JSON (and the small HTML/text answers) above 1 KB, brotli or gzip.
import fastifyCompress from '@fastify/compress';
import type { FastifyCompressOptions } from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

export const COMPRESSION_THRESHOLD_BYTES = 1024;

// Only types that shrink well and are sent whole: presentation PDFs are already compressed (and
// streamed), and an event stream must not wait in a compressor's buffer.
const COMPRESSIBLE = /^(?:application\/(?:[\w.-]+\+)?json|text\/(?:html|plain|csv))(?:;|$)/;

const apiCompressionOptions: FastifyCompressOptions = {
  encodings: ['br', 'gzip'],
  threshold: COMPRESSION_THRESHOLD_BYTES,
  customTypes: COMPRESSIBLE,
  // Request bodies stay as they are: no client of the API sends them compressed.
  globalDecompression: false,
};

/** Registers compression in the scope it is called in (the API's): the web app is precompressed. */
export async function registerApiCompression(api: FastifyInstance): Promise<void> {
  await api.register(fastifyCompress, apiCompressionOptions);
}
