import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type LogLevel } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { keepOfflineAssets } from './scripts/offline-assets.ts';

let workerBuildLogLevel: LogLevel | undefined;

export default defineConfig({
  root: 'src/client',
  plugins: [
    react(),
    tailwindcss(),
    // The service worker (ADR 046): src/client/service-worker/sw.ts, built after the app into
    // dist/client/sw.js (a worker's scope is its folder: the site's root), a classic script as every
    // phone browser runs, with the precache list of the files a phone needs offline written in.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'service-worker',
      filename: 'sw.ts',
      // The page registers the worker itself (lib/register-service-worker.ts), and the server
      // writes the web app manifest (it carries the configured company name).
      injectRegister: false,
      manifest: false,
      injectManifest: {
        rollupFormat: 'iife',
        globPatterns: ['index.html', 'assets/**/*.{js,css,woff2,svg,png}'],
      },
      integration: {
        // The list is read from this build's own Vite manifest, wherever the build is written.
        configureOptions(viteConfig, options) {
          const outDir = path.resolve(viteConfig.root, viteConfig.build.outDir);
          options.injectManifest = {
            ...options.injectManifest,
            manifestTransforms: [keepOfflineAssets(outDir)],
          };
          workerBuildLogLevel = viteConfig.logLevel;
        },
        // The worker's own build says as much as the app's (`--logLevel warn` in build:client).
        configureCustomSWViteBuild(inlineConfig) {
          inlineConfig.logLevel = workerBuildLogLevel;
        },
      },
    }),
  ],
  build: { outDir: '../../dist/client', emptyOutDir: true, sourcemap: true, manifest: true },
  // In dev, Vite serves the client and hands /api to the server started by `npm run dev`.
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
});
