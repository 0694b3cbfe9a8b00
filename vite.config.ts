import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'src/client',
  plugins: [react(), tailwindcss()],
  build: { outDir: '../../dist/client', emptyOutDir: true, sourcemap: true, manifest: true },
  // In dev, Vite serves the client and hands /api to the server started by `npm run dev`.
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
});
