// Writes `.br` (brotli, quality 11) and `.gz` (gzip, level 9) beside every text file of the build,
// so that the server (@fastify/static `preCompressed`) sends them without compressing per request.
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

// Source maps are left out: only developer tools fetch them, and they are the biggest files.
const TEXT_FILE = /\.(?:html|js|mjs|css|svg|json|txt|xml|webmanifest)$/;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const encoders: Array<[extension: string, encode: (data: Buffer) => Promise<Buffer>]> = [
  [
    '.br',
    (data) =>
      brotli(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  ],
  ['.gz', (data) => gzipAsync(data, { level: 9 })],
];

async function textFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export interface PrecompressSummary {
  files: number;
  bytes: number;
  br: number;
  gz: number;
}

/** Compresses every text file under `dir`; a variant is written only when it is smaller. */
export async function precompressDir(dir: string): Promise<PrecompressSummary> {
  const summary: PrecompressSummary = { files: 0, bytes: 0, br: 0, gz: 0 };
  await Promise.all(
    (await textFiles(dir)).map(async (file) => {
      const data = await readFile(file);
      summary.files += 1;
      summary.bytes += data.length;
      for (const [extension, encode] of encoders) {
        const encoded = await encode(data);
        const kept = encoded.length < data.length;
        if (kept) await writeFile(file + extension, encoded);
        summary[extension === '.br' ? 'br' : 'gz'] += kept ? encoded.length : data.length;
      }
    }),
  );
  return summary;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'o4f-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const { files, bytes, br, gz } = await precompressDir(outDir);
      this.info(`precompressed ${files} files: ${kb(bytes)} → brotli ${kb(br)}, gzip ${kb(gz)}`);
    },
  };
}
