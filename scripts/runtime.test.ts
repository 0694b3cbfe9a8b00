import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

const packageJson = JSON.parse(readFileSync('package.json', 'utf8')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};

it('runs on the pinned Node (ADR 028), not on whatever Node the machine has', () => {
  // npm puts node_modules/.bin first on every script's path, so the tests run on the node package.
  expect(process.versions.node).toBe(packageJson.devDependencies.node);
  const wanted = /^>=(\d+)\.(\d+)$/.exec(packageJson.engines.node);
  expect(wanted, 'engines.node is a >=major.minor range').not.toBeNull();
  const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
  expect(major * 1000 + minor).toBeGreaterThanOrEqual(Number(wanted?.[1]) * 1000 + Number(wanted?.[2]));
});
