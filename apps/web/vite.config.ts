import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

const serverPort = process.env.SERVER_PORT ?? '3000';
const serverUrl = `http://localhost:${serverPort}`;

// React, which every page needs (the lean student entry included), gets a long-lived chunk of
// its own; the entry chunk is the lean student entry (src/main.tsx → src/student-entry), so a
// student's first screens load two JavaScript files and one stylesheet. The full app (React
// Router, MUI, notistack, TanStack Query) loads on demand; its libraries are split by the pages
// that import them: one forced MUI chunk made every page load every component the app uses
// (bench/bundle.mjs measures it; see docs/decisions/lean-student-entry.md).
// The modules the lean entry shares with the full app would otherwise each get a small chunk of
// their own (the text table, storage, the socket client, ...): they go into one 'lean' chunk.
// Only the English table is built in; every other language's catalogue is a chunk of its own,
// loaded when it is the active one.
const LEAN_MODULES = new RegExp(
  [
    'src/text/(en|active|locale|locales)\\.ts',
    'src/lib/(storage|session|paths|api-client|notify|navigation|socket|connection-status|reactions|browser-events|signals|color-scheme)\\.ts',
    'src/lib/join/',
    'src/lib/(lectures/get-(lecture|pseudonym)|courses/get-course)\\.ts',
    'src/hooks/(use-waiting-room|use-waiting-room-page|use-credentials-step|use-lecture-code|use-expressions-socket|use-now|use-remember-lecture|use-connection-status)\\.ts',
    'src/components/(logo|mask-face|connection-banner|language-select|theme-select)\\.tsx',
    'packages/contract/src/(rules/(class-code|masks|lecture-time|reactions|sorts)|realtime/constants|schemas/messages)\\.ts',
    'node_modules/(socket\\.io-client|socket\\.io-parser|engine\\.io-client|engine\\.io-parser|@socket\\.io/component-emitter)/',
  ]
    .map((path) => path.replaceAll('/', '[\\\\/]'))
    .join('|'),
);

const chunkGroups = [
  {
    name: 'react',
    test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
    priority: 30,
  },
  { name: 'lean', test: LEAN_MODULES, priority: 20 },
];

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: {
      '/apio4f': { target: serverUrl, changeOrigin: true },
      '/socketo4f': { target: serverUrl, changeOrigin: true, ws: true },
    },
  },
  preview: {
    proxy: {
      '/apio4f': { target: serverUrl, changeOrigin: true },
      '/socketo4f': { target: serverUrl, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: chunkGroups } },
    },
  },
});
