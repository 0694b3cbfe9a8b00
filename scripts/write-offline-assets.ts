import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { readManifest } from './bundle-size.ts';
import { offlineAssetUrls } from './offline-assets.ts';

// Run after `vite build`: the service worker reads this list when it saves the app (ADR 015).
const outDir = 'dist/client';
const urls = offlineAssetUrls(readManifest(outDir));
writeFileSync(path.join(outDir, 'offline-assets.json'), `${JSON.stringify(urls)}\n`);
console.log(`offline-assets.json: ${urls.length} files for the mobile screens`);
