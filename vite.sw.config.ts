import { defineConfig } from 'vite';

/**
 * The service worker (ADR 015) is built on its own, after the app, as one classic script at the
 * site's root (dist/client/sw.js): a worker's scope is its folder, and classic scripts are what
 * every phone browser runs as a worker.
 */
export default defineConfig({
  publicDir: false,
  build: {
    outDir: 'dist/client',
    emptyOutDir: false,
    copyPublicDir: false,
    sourcemap: false,
    lib: {
      entry: 'src/client/service-worker/service-worker.ts',
      formats: ['iife'],
      name: 'portalServiceWorker',
      fileName: () => 'sw.js',
    },
  },
});
