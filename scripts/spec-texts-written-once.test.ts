import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueStrings } from '../src/shared/spec-texts/catalogue-strings.ts';

/**
 * The catalogue's texts live only there: a screen or schema that writes one of them by hand would
 * keep showing the old words after the catalogue changed. Texts of one word ('Delete', 'Tasks')
 * are too common to police this way; every text of two or more words is, in the client and the
 * shared code (tests and comments excepted).
 */
const ROOTS = ['src/client', 'src/shared'];
const CATALOGUE_DIR = 'src/shared/spec-texts';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return path === CATALOGUE_DIR ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The file without its comments, so a comment may quote a text. */
function codeOf(path: string): string {
  return readFileSync(path, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

function asPattern(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe('user-facing texts are written once, in the catalogue', () => {
  const texts = [...new Set(catalogueStrings())].filter((text) => /\S\s+\S/.test(text));
  const files = ROOTS.flatMap((root) => sourceFiles(root));

  it('finds the catalogue and the sources', () => {
    expect(texts.length).toBeGreaterThan(100);
    expect(files.length).toBeGreaterThan(100);
  });

  it('no client or shared source writes a catalogue text itself', () => {
    // As a whole string literal, or as the whole text of a JSX element. Each pattern is built once
    // and tried only on files holding its text at all (built per file, this took 10 s on a busy machine).
    const patterns = texts.map((text) => ({
      text,
      literal: new RegExp(`(['"\`])${asPattern(text)}\\1|>\\s*${asPattern(text)}\\s*<`),
    }));
    const found: string[] = [];
    for (const file of files) {
      const code = codeOf(file);
      for (const { text, literal } of patterns) {
        if (code.includes(text) && literal.test(code)) found.push(`${relative('.', file)}: ${text}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('screens and schemas import the area files, not the index (ADR 017: it would merge chunks)', () => {
    const throughIndex = files.filter((file) => /spec-texts\/index\.ts'/.test(readFileSync(file, 'utf8')));
    expect(throughIndex.map((file) => relative('.', file))).toEqual([]);
  });
});
