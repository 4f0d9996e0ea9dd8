import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': api, '/dev': api },
  },
  build: {
    outDir: 'dist',
    // Keep earlier hashed assets: a running server may still serve an index.html that names them.
    emptyOutDir: false,
    sourcemap: true,
    chunkSizeWarningLimit: 900,
  },
  worker: { format: 'es' },
});
