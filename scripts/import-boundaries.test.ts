import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';
// biome-ignore lint/correctness/useImportExtensions: the import names the .mjs; Biome wants it named after its .d.mts types
import boundaries from '../dependency-cruiser.config.mjs';

/**
 * `npm run lint` runs these folder rules over src/ (ADR 050). Here they run over a small tree made
 * for the test, so a rule that stops refusing what it should fails a test, not only a review.
 */
const tree = mkdtempSync(join(tmpdir(), 'boundaries-'));
afterAll(() => rmSync(tree, { recursive: true, force: true }));

function write(files: Record<string, string>) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(tree, path)), { recursive: true });
    writeFileSync(join(tree, path), text);
  }
}

write({
  'package.json': JSON.stringify({
    type: 'module',
    imports: {
      '#client/*': './src/client/*',
      '#server/*': './src/server/*',
      '#shared/*': './src/shared/*',
      '#tooling/*': './tooling/*',
    },
  }),
  'src/shared/rule.ts': 'export const rule = 1;\n',
  'src/server/config.ts': 'export const config = 1;\n',
  'src/client/lib/helper.ts': 'export const helper = 1;\n',
  'src/client/features/tasks/components/card.ts': 'export const card = 1;\n',
  'src/client/features/tasks/list.ts':
    "import { card } from './components/card.ts';\nimport { helper } from '#client/lib/helper.ts';\nimport { rule } from '#shared/rule.ts';\nexport const list = [card, helper, rule];\n",
  'src/client/features/paused-jobs/by-alias.ts':
    "import { card } from '#client/features/tasks/components/card.ts';\nexport const a = card;\n",
  'src/client/features/paused-jobs/relative.ts':
    "import { list } from '../tasks/list.ts';\nexport const b = list;\n",
  'src/client/features/paused-jobs/lazy.ts': "export const c = () => import('../tasks/list.ts');\n",
  'src/client/lib/reads-server.ts': "import { config } from '#server/config.ts';\nexport const d = config;\n",
  'src/server/reads-client.ts': "import { helper } from '#client/lib/helper.ts';\nexport const e = helper;\n",
  'src/shared/reads-server.ts': "import { config } from '#server/config.ts';\nexport const f = config;\n",
  'src/server/climbs.ts': "import { rule } from '../shared/rule.ts';\nexport const g = rule;\n",
  'src/server/errors/app-error.ts': 'export class AppError extends Error {}\n',
  'src/server/errors/reads-db.ts': "import { query } from '../db/query.ts';\nexport const h = query;\n",
  'src/server/permissions/assert-may.ts':
    "import { AppError } from '../errors/app-error.ts';\nexport const assertMay = AppError;\n",
  'src/server/routes/orders.ts':
    "import { hook } from '../http/hook.ts';\nimport { order } from '../services/order.ts';\nexport const routes = [hook, order];\n",
  'src/server/http/hook.ts':
    "import { assertMay } from '../permissions/assert-may.ts';\nimport { routes } from '../routes/orders.ts';\nexport const hook = [assertMay, routes];\n",
  'src/server/services/order.ts':
    "import { AppError } from '../errors/app-error.ts';\nimport { hook } from '../http/hook.ts';\nexport const order = [AppError, hook];\n",
  'src/server/db/query.ts': "import { order } from '../services/order.ts';\nexport const query = order;\n",
  'src/server/db/query.test.ts': "import { order } from '../services/order.ts';\nexport const i = order;\n",
  'tooling/test-server/test-app.ts':
    "import { config } from '#server/config.ts';\nexport const app = config;\n",
  'tooling/test-server/climbs.ts':
    "import { config } from '../../src/server/config.ts';\nexport const h = config;\n",
  'tooling/test-client/render.ts': "import { config } from '#server/config.ts';\nexport const i = config;\n",
  'src/server/config.test.ts':
    "import { app } from '#tooling/test-server/test-app.ts';\nexport const j = app;\n",
  'src/server/uses-tooling.ts':
    "import { app } from '#tooling/test-server/test-app.ts';\nexport const k = app;\n",
  'src/server/uses-bench.ts': "import { l } from '../../bench/run.ts';\nexport const m = l;\n",
  'bench/run.ts': 'export const l = 1;\n',
  'src/client/components/ui/button.ts': 'export const button = 1;\n',
  'src/client/app/routes.ts': 'export const routes = 1;\n',
  'src/client/lib/reads-component.ts':
    "import { button } from '#client/components/ui/button.ts';\nexport const h = button;\n",
  'src/client/components/reads-feature.ts':
    "import { list } from '#client/features/tasks/list.ts';\nexport const i = list;\n",
  'src/client/features/tasks/reads-app.ts':
    "import { routes } from '../../app/routes.ts';\nexport const j = routes;\n",
  'src/client/lib/menu.ts':
    "import { loadDropdown } from './dropdown.ts';\nexport type Actions = { onDelete: () => void };\nexport const menu = loadDropdown;\n",
  'src/client/lib/dropdown.ts':
    "import type { Actions } from './menu.ts';\nexport const loadDropdown = (actions: Actions) => actions;\n",
});

async function violations() {
  const result = await cruise(['src', 'tooling'], {
    ...boundaries.options,
    baseDir: tree,
    validate: true,
    ruleSet: { forbidden: boundaries.forbidden },
  });
  const output = result.output as ICruiseResult;
  return output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
}

describe('the folder rules of npm run lint', () => {
  it('refuse a feature importing another, by alias, by relative path or lazily; a client layer importing one above it; code crossing client, server and shared the wrong way; a relative path across them; a server layer importing one above it; the product importing tooling, bench, e2e or scripts (its tests may use tooling); two files importing each other, if only for a type', async () => {
    expect(await violations()).toEqual([
      'client-components-import-features-or-app: src/client/components/reads-feature.ts → src/client/features/tasks/list.ts',
      'client-feature-imports-app: src/client/features/tasks/reads-app.ts → src/client/app/routes.ts',
      'client-imports-server: src/client/lib/reads-server.ts → src/server/config.ts',
      'client-imports-server: tooling/test-client/render.ts → src/server/config.ts',
      'client-lib-imports-components-features-or-app: src/client/lib/reads-component.ts → src/client/components/ui/button.ts',
      'db-imports-services: src/server/db/query.ts → src/server/services/order.ts',
      'errors-import-server: src/server/errors/reads-db.ts → src/server/db/query.ts',
      'feature-imports-feature: src/client/features/paused-jobs/by-alias.ts → src/client/features/tasks/components/card.ts',
      'feature-imports-feature: src/client/features/paused-jobs/lazy.ts → src/client/features/tasks/list.ts',
      'feature-imports-feature: src/client/features/paused-jobs/relative.ts → src/client/features/tasks/list.ts',
      'http-imports-routes: src/server/http/hook.ts → src/server/routes/orders.ts',
      'no-circular: src/client/lib/dropdown.ts → src/client/lib/menu.ts',
      'no-circular: src/server/http/hook.ts → src/server/routes/orders.ts',
      'no-circular: src/server/routes/orders.ts → src/server/services/order.ts',
      'product-imports-tooling: src/server/uses-bench.ts → bench/run.ts',
      'product-imports-tooling: src/server/uses-tooling.ts → tooling/test-server/test-app.ts',
      'relative-import-across-areas: src/server/climbs.ts → src/shared/rule.ts',
      'server-imports-client: src/server/reads-client.ts → src/client/lib/helper.ts',
      'services-imports-http: src/server/services/order.ts → src/server/http/hook.ts',
      'shared-imports-client-or-server: src/shared/reads-server.ts → src/server/config.ts',
      'tooling-imports-src-relatively: tooling/test-server/climbs.ts → src/server/config.ts',
    ]);
  });
});
