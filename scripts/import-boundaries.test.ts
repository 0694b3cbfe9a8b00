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
    imports: { '#client/*': './src/client/*', '#server/*': './src/server/*', '#shared/*': './src/shared/*' },
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
  'src/client/lib/menu.ts':
    "import { loadDropdown } from './dropdown.ts';\nexport type Actions = { onDelete: () => void };\nexport const menu = loadDropdown;\n",
  'src/client/lib/dropdown.ts':
    "import type { Actions } from './menu.ts';\nexport const loadDropdown = (actions: Actions) => actions;\n",
});

async function violations() {
  const result = await cruise(['src'], {
    ...boundaries.options,
    baseDir: tree,
    validate: true,
    ruleSet: { forbidden: boundaries.forbidden },
  });
  const output = result.output as ICruiseResult;
  return output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
}

describe('the folder rules of npm run lint', () => {
  it('refuse a feature importing another, by alias, by relative path or lazily; code crossing client, server and shared the wrong way; a relative path across them; two files importing each other, if only for a type', async () => {
    expect(await violations()).toEqual([
      'client-imports-server: src/client/lib/reads-server.ts → src/server/config.ts',
      'feature-imports-feature: src/client/features/paused-jobs/by-alias.ts → src/client/features/tasks/components/card.ts',
      'feature-imports-feature: src/client/features/paused-jobs/lazy.ts → src/client/features/tasks/list.ts',
      'feature-imports-feature: src/client/features/paused-jobs/relative.ts → src/client/features/tasks/list.ts',
      'no-circular: src/client/lib/dropdown.ts → src/client/lib/menu.ts',
      'relative-import-across-areas: src/server/climbs.ts → src/shared/rule.ts',
      'server-imports-client: src/server/reads-client.ts → src/client/lib/helper.ts',
      'shared-imports-client-or-server: src/shared/reads-server.ts → src/server/config.ts',
    ]);
  });
});
