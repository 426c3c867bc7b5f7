/**
 * The repository reads on its own: every document a comment names is in the repository, and every
 * section a comment quotes (`docs/product.md "Banking"`) is a heading of that document. Pointers to
 * documents that were never part of the repository (the old design notes and specification
 * sections) are refused, so a new maintainer can always follow a comment. See
 * docs/architecture.md "Conventions".
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SELF = path.relative(ROOT, fileURLToPath(import.meta.url)).split(path.sep).join('/');
/** Generated, installed or recorded output: not ours to read. Hidden folders (.git, .ci) too. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'out', 'test-results', 'playwright-report', 'coverage']);
const SOURCE = /\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const MARKDOWN = /\.md$/;

function walk(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIPPED_DIRS.has(entry.name)) continue;
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) walk(rel, found);
    else if (entry.isFile() && (SOURCE.test(entry.name) || MARKDOWN.test(entry.name)) && rel !== SELF) found.push(rel);
  }
  return found;
}

/** Our own files; resources/ holds content (blog posts), not documentation of the code. */
const FILES = walk('').filter((file) => !file.startsWith('resources/'));
const SOURCES = FILES.filter((file) => SOURCE.test(file));

/**
 * The text with each comment line break (newline, indentation and a leading `*` or `//`) turned
 * into spaces of the same length, so a pointer wrapped over two comment lines still reads as one
 * and every offset still points at the same line.
 */
function joined(text: string): string {
  return text.replace(/\n[ \t]*(?:\*(?!\/)|\/\/)?[ \t]*/g, (gap) => ' '.repeat(gap.length));
}

interface Hit {
  file: string;
  line: number;
  text: string;
  groups: string[];
}

function scan(files: readonly string[], pattern: RegExp): Hit[] {
  const hits: Hit[] = [];
  for (const file of files) {
    const raw = readFileSync(path.join(ROOT, file), 'utf8');
    const text = joined(raw);
    for (const match of text.matchAll(pattern)) {
      const line = raw.slice(0, match.index).split('\n').length;
      hits.push({ file, line, text: match[0].replace(/\s+/g, ' '), groups: match.slice(1) });
    }
  }
  return hits;
}

const where = (hit: Hit) => `${hit.file}:${hit.line}: ${hit.text}`;

/** Documents that were never in the repository: the old design notes (upper case, unlike docs/). */
const FOREIGN_NOTES = /(?<![\w./-])(?:DESIGN|ARCHITECTURE)\.md\b/g;
/** The numbered sections of the old specification: "spec growth section 9", "(core sections 4 and 8)". */
const SPEC_SECTION =
  /\b(?:spec(?:'s)?|core|growth)(?:-application|-and-operations)?(?:\s+(?:spec|core|growth))?\s*\(?\s*(?:core|growth)?(?:-application)?\s*sections?\s+\d/gi;

/** `docs/<name>.md` named from the repository root (not some package's own docs/ folder). */
const DOC_NAME = /(?<![\w./-])docs\/([\w-]+)\.md\b/g;
/** `docs/<name>.md "Section"`: a pointer at one section of a document. */
const SECTION_POINTER = /(?<![\w./-])docs\/([\w-]+)\.md\s+"([^"]+)"/g;

/**
 * The names a pointer may quote: the document's headings, and the lead words of its top-level
 * list items (docs/security.md names rules such as "Throttling" that way).
 */
function sectionNames(doc: string): string[] {
  const names: string[] = [];
  for (const line of readFileSync(path.join(ROOT, 'docs', `${doc}.md`), 'utf8').split('\n')) {
    const heading = /^#{1,6}\s+(.+?)\s*$/.exec(line);
    if (heading) names.push(heading[1]!);
    const item = /^[-*]\s+(?:\*\*)?(.+)$/.exec(line);
    if (item) names.push(item[1]!);
  }
  return names.map((name) => name.replace(/[`*]/g, '').toLowerCase());
}

/** A quoted name matches a section whose name is it, or starts with it and then a word ends. */
function hasSection(names: readonly string[], quoted: string): boolean {
  const wanted = quoted.replace(/\s+/g, ' ').trim().toLowerCase();
  return names.some((name) => name === wanted || (name.startsWith(wanted) && !/[\p{L}\p{N}]/u.test(name.charAt(wanted.length))));
}

describe('documentation pointers', () => {
  it('finds the code it checks', () => {
    expect(SOURCES.length).toBeGreaterThan(200);
    expect(SOURCES).toContain('backend/src/server.ts');
    expect(FILES).toContain('docs/product.md');
  });

  it('name no document outside the repository', () => {
    expect([...scan(FILES, FOREIGN_NOTES), ...scan(FILES, SPEC_SECTION)].map(where)).toEqual([]);
  });

  it('name only documents that exist', () => {
    const missing = scan(FILES, DOC_NAME).filter((hit) => !existsSync(path.join(ROOT, 'docs', `${hit.groups[0]}.md`)));
    expect(missing.map(where)).toEqual([]);
  });

  it('quote only sections that exist', () => {
    const names = new Map<string, string[]>();
    const missing = scan(SOURCES, SECTION_POINTER).filter((hit) => {
      const [doc, section] = hit.groups as [string, string];
      if (!existsSync(path.join(ROOT, 'docs', `${doc}.md`))) return false; // reported by the test above
      if (!names.has(doc)) names.set(doc, sectionNames(doc));
      return !hasSection(names.get(doc)!, section);
    });
    expect(missing.map(where)).toEqual([]);
  });

  it('recognises what it must refuse', () => {
    const foreign = (text: string) => [...joined(text).matchAll(FOREIGN_NOTES), ...joined(text).matchAll(SPEC_SECTION)].length;
    expect(foreign('// see DESIGN' + '.md "Banking"')).toBe(1);
    expect(foreign('/** (spec growth sections 2, 9) */')).toBe(1);
    expect(foreign('/** (growth spec\n * sections 2-4) */')).toBe(1);
    expect(foreign('/** Spec section 9: 500 XP */')).toBe(1);
    expect(foreign("/** the spec's order (core section 9) */")).toBe(1);
    expect(foreign('/** the spec (core-application section 3) */')).toBe(1);
    expect(foreign('/** docs/product.md "Banking"; docs/architecture.md; the spec says so */')).toBe(0);
    expect(hasSection(['access model: who may call what', 'throttling (in memory, per process)'], 'Access model')).toBe(true);
    expect(hasSection(['throttling (in memory, per process)'], 'Throttling')).toBe(true);
    expect(hasSection(['banking'], 'Bank')).toBe(false);
  });
});
