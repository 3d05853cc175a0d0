import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

const serverPort = process.env.SERVER_PORT ?? '3000';
const serverUrl = `http://localhost:${serverPort}`;

// Only React and the router, which every page needs, get a long-lived chunk of their own. MUI,
// forms and the other libraries are split by the pages that import them: one forced MUI chunk
// made every page load every component the app uses (bench/bundle.mjs measures the difference;
// see docs/decisions/bundle-budget.md). Charts, pdf.js and the socket client stay lazy.
const chunkGroups = [
  {
    name: 'react',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
    priority: 30,
  },
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
