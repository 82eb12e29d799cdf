import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.VITE_API_PROXY ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/broadcasting': apiTarget,
      '/realtime': { target: apiTarget, ws: true },
      '^/get-[a-z]+-permission-to-[a-z]+': apiTarget,
    },
  },
  build: { outDir: 'dist', sourcemap: true },
});
