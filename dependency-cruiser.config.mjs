// The folder rules `npm run lint` enforces (ADR 050). Paths are the resolved files, so a relative
// import and an alias are judged alike.
const area = '^src/(client|server|shared)/';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'feature-imports-feature',
      comment:
        'A feature does not reach into another feature: what two features share goes to src/client/components or src/client/lib.',
      severity: 'error',
      from: { path: '^src/client/features/([^/]+)/' },
      to: { path: '^src/client/features/', pathNot: '^src/client/features/$1/' },
    },
    {
      name: 'client-lib-imports-components-features-or-app',
      comment:
        'src/client/lib is the bottom layer of the browser code (data, caches, toasts): it imports neither components, features nor app.',
      severity: 'error',
      from: { path: '^src/client/lib/' },
      to: { path: '^src/client/(components|features|app)/' },
    },
    {
      name: 'client-components-import-features-or-app',
      comment:
        'src/client/components are shared by features: they import lib, never a feature or the app shell.',
      severity: 'error',
      from: { path: '^src/client/components/' },
      to: { path: '^src/client/(features|app)/' },
    },
    {
      name: 'client-feature-imports-app',
      comment: 'The app shell (routes, layout) puts features together; a feature does not import it.',
      severity: 'error',
      from: { path: '^src/client/features/' },
      to: { path: '^src/client/app/' },
    },
    {
      name: 'client-imports-server',
      comment: 'The browser talks to the server over HTTP only; what both need lives in src/shared.',
      severity: 'error',
      from: { path: '^(src/client|tooling/test-client)/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'server-imports-client',
      comment: 'The server does not depend on browser code; what both need lives in src/shared.',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/client/' },
    },
    {
      name: 'shared-imports-client-or-server',
      comment: 'src/shared runs on both sides, so it imports neither.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/(client|server)/' },
    },
    {
      name: 'work-order-list-through-its-index',
      comment:
        'The work-order list read is entered through src/server/services/work-order-list/index.ts only; its stages and their helpers are its own.',
      severity: 'error',
      from: { pathNot: '^src/server/services/work-order-list/' },
      to: {
        path: '^src/server/services/work-order-list/',
        pathNot: '^src/server/services/work-order-list/index[.]ts$',
      },
    },
    {
      name: 'relative-import-across-areas',
      comment:
        'Crossing from one of client, server and shared to another goes through #client/, #server/ or #shared/.',
      severity: 'error',
      from: { path: area },
      to: { path: area, pathNot: '^src/$1/', dependencyTypesNot: ['aliased'] },
    },
    {
      name: 'services-imports-http',
      comment:
        'Server layers run routes/ -> http/ -> services/ -> db/: a service reports failures with src/server/errors and checks roles with src/server/permissions, never with Fastify plumbing.',
      severity: 'error',
      from: { path: '^src/server/services/' },
      to: { path: '^src/server/(http|routes)/' },
    },
    {
      name: 'http-imports-routes',
      comment:
        'http/ holds the plumbing every route uses (hooks, error answers, idempotency, docs); it knows no route.',
      severity: 'error',
      from: { path: '^src/server/http/' },
      to: { path: '^src/server/routes/' },
    },
    {
      name: 'db-imports-services',
      comment:
        'db/ and storage/ sit under the services: they read and write, and know nothing of who asks. A test may still check stored data with a service.',
      severity: 'error',
      from: { path: '^src/server/(db|storage)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^src/server/(services|http|routes)/' },
    },
    {
      name: 'errors-import-server',
      comment:
        'src/server/errors and src/server/permissions are at the bottom: every layer may use them, so they use no other server folder (permissions may throw an error of errors/).',
      severity: 'error',
      from: { path: '^src/server/(errors|permissions)/' },
      to: { path: '^src/server/', pathNot: '^src/server/(errors|permissions)/' },
    },
    {
      name: 'product-imports-tooling',
      comment:
        'src/ is what runs in production: only its tests use the test and benchmark tooling (tooling/), and nothing in it imports bench/, e2e/ or scripts/.',
      severity: 'error',
      from: { path: '^src/', pathNot: '[.]test[.]tsx?$' },
      to: { path: '^(tooling|bench|e2e|scripts)/' },
    },
    {
      name: 'tooling-imports-src-relatively',
      comment:
        'tooling/ reaches the product through #client/, #server/ or #shared/, so either side can move.',
      severity: 'error',
      from: { path: '^tooling/' },
      to: { path: area, dependencyTypesNot: ['aliased'] },
    },
    {
      name: 'no-circular',
      comment:
        'Two files that import each other (also through others, also for a type) cannot be read or moved one at a time: what both need goes to a third file.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|\\.tsbuild)/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
  },
};
