import { describe, expect, it } from 'vitest';
import { type DecisionRecord, findReferenceProblems, readDecisionRecord } from './find-reference-problems.ts';

const records: DecisionRecord[] = [
  readDecisionRecord('015-old-worker.md', '# 015. Old\n\n- Status: superseded by 046\n'),
  readDecisionRecord('032-numbers.md', '# 032. Numbers\n\n- Status: accepted; partly superseded by 055\n'),
  readDecisionRecord('046-new-worker.md', '# 046. New\n\n- Status: accepted\n- Supersedes: 015\n'),
  readDecisionRecord('055-one-number.md', '# 055. One\n\n- Status: accepted\n'),
].flatMap((record) => record ?? []);

const problemsIn = (path: string, text: string) =>
  findReferenceProblems([{ path, text }], records).map(({ line, message }) => `${line}: ${message}`);

describe('reading a record', () => {
  it('counts a record as replaced only when its status starts with "superseded by"', () => {
    expect(records.map((record) => [record.number, record.supersededBy])).toEqual([
      ['015', '046'],
      ['032', undefined],
      ['046', undefined],
      ['055', undefined],
    ]);
  });

  it('reads a status written as a link, and ignores files that are not numbered records', () => {
    expect(readDecisionRecord('005-x.md', '- Status: superseded by [018](018-y.md)')?.supersededBy).toBe(
      '018',
    );
    expect(readDecisionRecord('README.md', '# Decision records')).toBeUndefined();
  });
});

describe('pointers to documents the repository does not hold', () => {
  const spec = 'SPEC';

  it.each([
    `${spec} 7.3`,
    `${spec} §5`,
    `${spec} 5: a rule`,
    `as ${spec}'s words say`,
    `(${spec})`,
    'PRODUCT "Roles"',
    'ARCHITECTURE rule 2',
  ])('refuses "%s" with the line it is on', (pointer) => {
    const problems = problemsIn('src/a.ts', `const a = 1;\n// ${pointer}\n`);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^2: .*not in the repository.*docs\/product\.md/);
  });

  it('lets identifiers and the quoted test data pass', () => {
    expect(problemsIn('src/a.ts', `import { ${spec}_QUOTES } from './q.ts';`)).toEqual([]);
    expect(problemsIn('tooling/spec-quotes/spec-quotes.data.ts', `// ${spec} 2 lists these`)).toEqual([]);
  });
});

describe('pointers to decision records', () => {
  it('lets a record that holds, even in part, be named', () => {
    expect(problemsIn('src/a.ts', '// ADR 046 and ADR 032, see docs/decisions/055-one-number.md')).toEqual(
      [],
    );
  });

  it('refuses a record that does not exist, and a link whose name is not the record', () => {
    expect(problemsIn('docs/a.md', 'ADR 025, [x](decisions/055-one-numbers.md)')).toEqual([
      '1: names decision record 025, which docs/decisions/ does not hold',
      '1: links 055-one-numbers.md; record 055 is 055-one-number.md',
    ]);
  });

  it('refuses a superseded record and names its successor', () => {
    expect(problemsIn('src/a.ts', '// the saved answers (ADR 015)')).toEqual([
      '1: names decision record 015, superseded by 046: point at ADR 046 if the point still holds, or drop the pointer',
    ]);
  });

  it('asks for three digits', () => {
    expect(problemsIn('src/a.ts', '// ADR 46')).toEqual([
      '1: write decision record numbers with three digits: ADR 046',
    ]);
  });

  it('checks the links between records by their file names', () => {
    expect(
      problemsIn('docs/decisions/055-one-number.md', 'as [032](032-numbers.md) and [046](046-new.md)'),
    ).toEqual(['1: links 046-new.md; record 046 is 046-new-worker.md']);
  });

  it('lets the records tell their own supersession, and the index list them all', () => {
    expect(problemsIn('docs/decisions/046-new-worker.md', 'The worker of ADR 015 was hand-written.')).toEqual(
      [],
    );
    expect(problemsIn('docs/decisions/015-old-worker.md', 'Replaced by ADR 046; ADR 015 said so.')).toEqual(
      [],
    );
    expect(problemsIn('docs/decisions/README.md', '[015](015-old-worker.md)')).toEqual([]);
    expect(problemsIn('docs/decisions/055-one-number.md', 'as ADR 015 said')).toHaveLength(1);
  });
});
