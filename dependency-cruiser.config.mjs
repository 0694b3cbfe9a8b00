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
      name: 'client-imports-server',
      comment: 'The browser talks to the server over HTTP only; what both need lives in src/shared.',
      severity: 'error',
      from: { path: '^src/client/' },
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
      name: 'relative-import-across-areas',
      comment:
        'Crossing from one of client, server and shared to another goes through #client/, #server/ or #shared/.',
      severity: 'error',
      from: { path: area },
      to: { path: area, pathNot: '^src/$1/', dependencyTypesNot: ['aliased'] },
    },
    {
      name: 'no-circular',
      comment:
        'Two files that import each other (also through others, also for a type) cannot be read or moved one at a time: what both need goes to a third file.',
      severity: 'error',
      // The spec-quote data files and the scale seed still import each other; both are leaving
      // src/ for tooling/, and this exception goes with them.
      from: { pathNot: '^src/(shared/spec-texts/spec-quotes|server/db/scale/)' },
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
