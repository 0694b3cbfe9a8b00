/**
 * `npm run lint`'s reference check: comments, test titles and docs may point only at what the
 * repository holds. It fails, with file:line, on a pointer to the product specification, brief or
 * architecture notes (none of which is in the repository), on a decision record that does not
 * exist, and on one that another record has replaced. The rules are in find-reference-problems.ts.
 *
 *   tsx scripts/check-references.ts
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import {
  type DecisionRecord,
  findReferenceProblems,
  readDecisionRecord,
  type SourceFile,
} from './find-reference-problems.ts';

/** Source, configuration and documentation; generated and vendored files are not ours to word. */
const CHECKED = /\.(ts|tsx|mts|cts|js|mjs|cjs|json|md|yml|yaml|html|css|sql)$/;
const NOT_CHECKED =
  /(^|\/)(node_modules|dist)\/|(^|\/)package-lock\.json$|^src\/server\/db\/migrations\/meta\//;

const RECORDS_FOLDER = 'docs/decisions';

function trackedFiles(): string[] {
  const output = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return output.split('\0').filter((path) => CHECKED.test(path) && !NOT_CHECKED.test(path));
}

function decisionRecords(): DecisionRecord[] {
  return readdirSync(RECORDS_FOLDER)
    .filter((name) => name.endsWith('.md'))
    .flatMap((name) => readDecisionRecord(name, readFileSync(`${RECORDS_FOLDER}/${name}`, 'utf8')) ?? []);
}

const files: SourceFile[] = trackedFiles().flatMap((path) => {
  try {
    return [{ path, text: readFileSync(path, 'utf8') }];
  } catch {
    return []; // deleted in the work tree, not yet in the index
  }
});
const failures = findReferenceProblems(files, decisionRecords());

for (const problem of failures) console.error(`${problem.path}:${problem.line}: ${problem.message}`);
console.log(`check-references: ${files.length} files, ${failures.length} broken pointer(s)`);
if (failures.length > 0) process.exitCode = 1;
