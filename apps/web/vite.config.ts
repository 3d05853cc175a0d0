import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const serverPort = process.env.SERVER_PORT ?? '3000';
const serverUrl = `http://localhost:${serverPort}`;

// Only libraries every page needs get their own long-lived chunks; charts, pdf.js and the
// socket client stay with the lazy pages that import them.
const chunkGroups = [
  {
    name: 'react',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
    priority: 30,
  },
];

export default defineConfig({
  plugins: [react()],
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
