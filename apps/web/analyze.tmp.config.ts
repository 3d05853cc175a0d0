import { gzipSync } from 'node:zlib';
import { writeFileSync } from 'node:fs';
import base from './vite.config.ts';
export default {
  ...base,
  logLevel: 'warn',
  build: { ...base.build, outDir: '/tmp/an/dist', emptyOutDir: true, sourcemap: false },
  plugins: [
    ...(base.plugins ?? []),
    {
      name: 'analyze',
      generateBundle(_o: unknown, bundle: Record<string, any>) {
        const out: any = {};
        for (const [file, chunk] of Object.entries(bundle)) {
          if (chunk.type !== 'chunk') continue;
          out[file] = {
            gzip: gzipSync(chunk.code, { level: 9 }).length,
            isEntry: chunk.isEntry,
            imports: chunk.imports,
            dynamicImports: chunk.dynamicImports,
            modules: Object.fromEntries(Object.entries(chunk.modules).map(([id, m]: any) => [id, m.renderedLength])),
          };
        }
        writeFileSync('/tmp/an/analysis.json', JSON.stringify(out, null, 1));
      },
    },
  ],
};
