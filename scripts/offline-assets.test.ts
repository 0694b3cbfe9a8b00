import { describe, expect, it } from 'vitest';
import { OFFLINE_ROUTE_SOURCES, offlineAssetUrls } from './offline-assets.ts';

describe('offlineAssetUrls', () => {
  it('lists the entry and the mobile screens with their static imports and styles, not other screens', () => {
    const mobileRoutes = Object.fromEntries(
      OFFLINE_ROUTE_SOURCES.map((source, i) => [
        source,
        { file: `assets/mobile-${i}.js`, isDynamicEntry: true, imports: ['_list'] },
      ]),
    );
    const urls = offlineAssetUrls({
      'index.html': {
        file: 'assets/index.js',
        isEntry: true,
        imports: ['_react'],
        css: ['assets/index.css'],
      },
      _react: { file: 'assets/react.js' },
      _list: { file: 'assets/list.js', imports: ['_react'] },
      _dialog: { file: 'assets/dialog.js' },
      'app/routes/dashboard-route.tsx': {
        file: 'assets/dashboard.js',
        isDynamicEntry: true,
        imports: ['_dialog'],
      },
      ...mobileRoutes,
    });
    expect(urls).toEqual([
      '/assets/index.css',
      '/assets/index.js',
      '/assets/list.js',
      '/assets/mobile-0.js',
      '/assets/mobile-1.js',
      '/assets/mobile-2.js',
      '/assets/mobile-3.js',
      '/assets/react.js',
    ]);
  });

  it('fails the build when a mobile screen is missing from it', () => {
    expect(() => offlineAssetUrls({ 'index.html': { file: 'assets/index.js', isEntry: true } })).toThrow(
      'minimal-mobile-tasks-route.tsx',
    );
  });
});
