import type { FastifyPluginAsync } from 'fastify';

/** The brand blue of the light theme (styles.css --primary), as browsers take a plain colour. */
const THEME_COLOR = '#2563eb';

/** What a phone needs to install the portal (issue 8): the company's name, icons, its own window. */
function webManifest(companyName: string) {
  return {
    name: `${companyName} Employee Portal`,
    short_name: companyName.length <= 12 ? companyName : 'Portal',
    description: 'Work orders and paused jobs for the office and the technicians',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: '#ffffff',
    theme_color: THEME_COLOR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/** Served by the server rather than the build, so the name follows COMPANY_NAME without a rebuild. */
export const webManifestRoutes: FastifyPluginAsync = async (app) => {
  app.get('/manifest.webmanifest', { schema: { hide: true } }, async (request, reply) => {
    reply.header('content-type', 'application/manifest+json; charset=utf-8');
    reply.header('cache-control', 'no-cache');
    return JSON.stringify(webManifest(request.server.config.companyName));
  });
};
