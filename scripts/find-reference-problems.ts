/**
 * The rules of `npm run lint`'s reference check: every pointer in the repository must lead to
 * something in the repository. Pure (files and records in, problems out), so a unit test can hold
 * it; scripts/check-references.ts reads the tracked files and reports.
 */

/** A decision record from docs/decisions/: its number, file name and whether it is replaced. */
export interface DecisionRecord {
  number: string;
  fileName: string;
  /** The record that replaces it as a whole; absent while it holds (even in part). */
  supersededBy?: string;
}

export interface SourceFile {
  path: string;
  text: string;
}

export interface ReferenceProblem {
  path: string;
  line: number;
  /** The line's own text, so a caller can let a known line pass. */
  text: string;
  message: string;
}

/**
 * A pointer to a planning document the repository does not hold: the product specification
 * ('SPEC 7.3', 'SPEC §5', "SPEC's words", '(SPEC)'), the product brief ('PRODUCT "Roles"') or the
 * architecture notes ('ARCHITECTURE rule 2'), each written as its name in capitals. Identifiers
 * such as SPEC_QUOTES are not matched.
 */
const OUTSIDE_POINTER = /\b(SPEC|PRODUCT|ARCHITECTURE)\b/;
const OUTSIDE_ADVICE =
  'points at a document that is not in the repository. Say the behaviour in your own words, or ' +
  'point at a file here: docs/product.md, docs/screens.md, docs/api.md, a decision record ' +
  '(ADR NNN) or the text catalogue in src/shared/spec-texts/';

/** A record's number after 'ADR' (a dash or '#' allowed between); it must exist and have three digits. */
const ADR_POINTER = /\bADRs?[ -]?#?(\d+)\b/g;
/**
 * A path or link to a record: 'docs/decisions/046-workbox-service-worker-and-precache.md', or
 * '](046-workbox-service-worker-and-precache.md' between the records themselves.
 */
const RECORD_PATH = /\bdecisions\/(\d{3})-[A-Za-z0-9-]*\.md\b/g;
const SIBLING_RECORD_LINK = /\]\(((\d{3})-[A-Za-z0-9-]*\.md)\b/g;

/** The quoted texts of the specification are test data; their notes name its sections. */
const SPEC_QUOTE_DATA = /(^|\/)spec-quotes(\/|[^/]*\.data\.ts$)/;
/** This check's own rules and tests, which spell out the pointers they refuse. */
const CHECK_FILES = /^scripts\/(find-reference-problems|check-references)(\.test)?\.ts$/;
const RECORD_FILE = /^docs\/decisions\/(\d{3})-[^/]*\.md$/;
const RECORD_INDEX = 'docs/decisions/README.md';

/** Reads a record's `Status:` line: 'superseded by NNN' there means it no longer holds at all. */
export function readDecisionRecord(fileName: string, text: string): DecisionRecord | undefined {
  const number = /^(\d{3})-/.exec(fileName)?.[1];
  if (number === undefined) return undefined;
  const status = /^[-*\s]*Status:\s*(.*)$/im.exec(text)?.[1] ?? '';
  const supersededBy = /^superseded by \[?(\d{3})/i.exec(status)?.[1];
  return supersededBy === undefined ? { number, fileName } : { number, fileName, supersededBy };
}

/**
 * A record may name its predecessor or successor when it tells its own supersession, and the
 * index names them all.
 */
function mayNameSuperseded(path: string, target: DecisionRecord, records: Map<string, DecisionRecord>) {
  if (path === RECORD_INDEX) return true;
  const own = RECORD_FILE.exec(path)?.[1];
  if (own === undefined) return false;
  return (
    own === target.number || own === target.supersededBy || records.get(own)?.supersededBy === target.number
  );
}

function checkRecordNumber(
  path: string,
  number: string,
  records: Map<string, DecisionRecord>,
): string | undefined {
  const padded = number.padStart(3, '0');
  const record = records.get(padded);
  if (record === undefined) return `names decision record ${number}, which docs/decisions/ does not hold`;
  if (record.supersededBy !== undefined && !mayNameSuperseded(path, record, records)) {
    return `names decision record ${padded}, superseded by ${record.supersededBy}: point at ADR ${record.supersededBy} if the point still holds, or drop the pointer`;
  }
  if (number.length !== 3) return `write decision record numbers with three digits: ADR ${padded}`;
  return undefined;
}

/** The records a line links to, by file name and number. */
function recordLinks(path: string, line: string): { fileName: string; number: string }[] {
  const links = [...line.matchAll(RECORD_PATH)].map((match) => ({
    fileName: match[0].slice('decisions/'.length),
    number: match[1] ?? '',
  }));
  if (!RECORD_FILE.test(path) && path !== RECORD_INDEX) return links;
  const siblings = [...line.matchAll(SIBLING_RECORD_LINK)].map((match) => ({
    fileName: match[1] ?? '',
    number: match[2] ?? '',
  }));
  return [...links, ...siblings];
}

function lineProblems(
  file: SourceFile,
  line: string,
  records: Map<string, DecisionRecord>,
  recordFiles: Set<string>,
): string[] {
  const problems: string[] = [];
  const outside = SPEC_QUOTE_DATA.test(file.path) ? undefined : OUTSIDE_POINTER.exec(line)?.[1];
  if (outside !== undefined) problems.push(`"${outside}" ${OUTSIDE_ADVICE}`);
  for (const match of line.matchAll(ADR_POINTER)) {
    const problem = checkRecordNumber(file.path, match[1] ?? '', records);
    if (problem !== undefined) problems.push(problem);
  }
  for (const { fileName, number } of recordLinks(file.path, line)) {
    if (!recordFiles.has(fileName)) {
      const record = records.get(number);
      problems.push(
        record === undefined
          ? `links ${fileName}, which docs/decisions/ does not hold`
          : `links ${fileName}; record ${number} is ${record.fileName}`,
      );
      continue;
    }
    const problem = checkRecordNumber(file.path, number, records);
    if (problem !== undefined) problems.push(problem);
  }
  return problems;
}

/** Every broken pointer in the files, in file and line order. */
export function findReferenceProblems(files: SourceFile[], records: DecisionRecord[]): ReferenceProblem[] {
  const byNumber = new Map(records.map((record) => [record.number, record]));
  const recordFiles = new Set(records.map((record) => record.fileName));
  const problems: ReferenceProblem[] = [];
  for (const file of files) {
    if (CHECK_FILES.test(file.path)) continue;
    file.text.split('\n').forEach((line, index) => {
      for (const message of lineProblems(file, line, byNumber, recordFiles)) {
        problems.push({ path: file.path, line: index + 1, text: line, message });
      }
    });
  }
  return problems;
}
