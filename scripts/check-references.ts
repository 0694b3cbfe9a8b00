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
  type ReferenceProblem,
  readDecisionRecord,
  type SourceFile,
} from './find-reference-problems.ts';

/** Source, configuration and documentation; generated and vendored files are not ours to word. */
const CHECKED = /\.(ts|tsx|mts|cts|js|mjs|cjs|json|md|yml|yaml|html|css|sql)$/;
const NOT_CHECKED =
  /(^|\/)(node_modules|dist)\/|(^|\/)package-lock\.json$|^src\/server\/db\/migrations\/meta\//;

/**
 * Pointers other work is rewriting at the moment: reported as a count, not as a failure, until
 * that work lands. A path stands for its whole file, `path: text` for the lines containing text.
 * Empty this list once that work has landed.
 */
const PENDING: readonly string[] = [
  'src/server/services/work-order-list-item.ts',
  'src/server/services/work-order-list-pages.ts',
  // An OpenAPI field description: changing it changes the published document.
  "src/shared/schemas/work-order-inputs.ts: description: 'SPEC 3 name for assignedTo",
];

function isPending(problem: ReferenceProblem): boolean {
  return PENDING.some((entry) => {
    const [path, text] = entry.split(': ', 2);
    return problem.path === path && (text === undefined || problem.text.includes(text));
  });
}

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
const problems = findReferenceProblems(files, decisionRecords());
const pending = problems.filter(isPending);
const failures = problems.filter((problem) => !isPending(problem));

for (const problem of failures) console.error(`${problem.path}:${problem.line}: ${problem.message}`);
if (pending.length > 0) {
  const pendingFiles = [...new Set(pending.map((problem) => problem.path))];
  console.warn(
    `check-references: ${pending.length} pointer(s) left in files being reworked: ${pendingFiles.join(', ')}`,
  );
}
console.log(`check-references: ${files.length} files, ${failures.length} broken pointer(s)`);
if (failures.length > 0) process.exitCode = 1;
