// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { assetsNamedBy } from './shell-strategy.ts';

describe('assetsNamedBy', () => {
  it("finds the built files a page loads first, each once, and nothing that is not the build's", () => {
    const html = `<script type="module" crossorigin src="/assets/index-AB12.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/react-CD34.js">
      <link rel="stylesheet" crossorigin href="/assets/index-EF56.css">
      <link rel="modulepreload" href="/assets/react-CD34.js">
      <script src="/theme-init.js"></script><link rel="manifest" href="/manifest.webmanifest" />`;
    expect(assetsNamedBy(html)).toEqual([
      '/assets/index-AB12.js',
      '/assets/react-CD34.js',
      '/assets/index-EF56.css',
    ]);
  });
});
