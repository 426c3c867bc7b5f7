/**
 * The blog's file format, parsed by pure functions: a front matter block of `key: value` lines between
 * two `---` lines, then a small markdown subset (## and ### headings, paragraphs, `-`/`*` and `1.`
 * lists, **bold** and *italic*). Anything outside the subset is an error naming the file and line,
 * so a post that would render wrongly fails the build's tests and the server's start instead.
 */
import {
  blogFrontMatterSchema,
  type BlogBlock,
  type BlogFrontMatter,
  type BlogTextSpan,
} from '../../../../shared/contracts/blog';

export interface ParsedPostFile {
  frontMatter: BlogFrontMatter;
  body: BlogBlock[];
  /** Words in the body's text (headings, paragraphs, list items), for the read time. */
  wordCount: number;
}

/** A post file that cannot be used; the message starts with the file's name. */
export class BlogFileError extends Error {
  constructor(fileName: string, detail: string) {
    super(`resources/blog/${fileName}: ${detail}`);
    this.name = 'BlogFileError';
  }
}

const FENCE = '---';

/** Splits the file into its front matter fields and the markdown after them. */
export function splitFrontMatter(fileName: string, text: string): { fields: Record<string, string>; body: string; bodyStartLine: number } {
  // Files saved on Windows or with a byte-order mark parse the same.
  const lines = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n').split('\n');
  if (lines[0]?.trim() !== FENCE) throw new BlogFileError(fileName, 'front matter missing: the file must start with a "---" line');
  const end = lines.findIndex((line, index) => index > 0 && line.trim() === FENCE);
  if (end < 0) throw new BlogFileError(fileName, 'front matter is not closed: add a "---" line after the last field');

  const fields: Record<string, string> = {};
  for (let index = 1; index < end; index += 1) {
    const line = lines[index] ?? '';
    if (line.trim() === '') continue;
    const match = /^([A-Za-z][\w-]*)\s*:\s*(.*)$/.exec(line);
    if (!match) throw new BlogFileError(fileName, `front matter line ${index + 1} is not "key: value": ${JSON.stringify(line)}`);
    const key = match[1] ?? '';
    if (Object.hasOwn(fields, key)) throw new BlogFileError(fileName, `front matter field "${key}" appears twice (line ${index + 1})`);
    fields[key] = unquote((match[2] ?? '').trim());
  }
  return { fields, body: lines.slice(end + 1).join('\n'), bodyStartLine: end + 2 };
}

/** "a value" and 'a value' mean a value: quotes let a title contain a colon or start with a symbol. */
function unquote(value: string): string {
  if (value.length >= 2 && (value[0] === '"' || value[0] === "'") && value.at(-1) === value[0]) return value.slice(1, -1);
  return value;
}

/** The whole file: front matter checked against the contract, body parsed, words counted. */
export function parsePostFile(fileName: string, text: string): ParsedPostFile {
  const { fields, body, bodyStartLine } = splitFrontMatter(fileName, text);
  const result = blogFrontMatterSchema.safeParse(fields);
  if (!result.success) {
    const issues = result.error.issues.map((i) => `${i.path.join('.') || 'front matter'}: ${i.message}`).join('; ');
    throw new BlogFileError(fileName, `front matter is not valid: ${issues}`);
  }
  const frontMatter = result.data;
  if (fileName !== `${frontMatter.id}.md`) throw new BlogFileError(fileName, `the file name must be the post id: rename it to ${frontMatter.id}.md`);
  const blocks = parseMarkdown(body, (line, detail) => new BlogFileError(fileName, `line ${bodyStartLine + line}: ${detail}`));
  if (blocks.length === 0) throw new BlogFileError(fileName, 'the post has no body after the front matter');
  return { frontMatter, body: blocks, wordCount: countWords(blocks) };
}

type ErrorAt = (lineIndex: number, detail: string) => Error;

const HEADING = /^(#{1,6})\s+(.*)$/;
const UNORDERED_ITEM = /^[-*]\s+(.*)$/;
const ORDERED_ITEM = /^\d+[.)]\s+(.*)$/;
/** Markdown this renderer does not draw; better refused than shown as stray symbols. */
const UNSUPPORTED: ReadonlyArray<{ pattern: RegExp; what: string }> = [
  { pattern: /^(```|~~~)/, what: 'code blocks' },
  { pattern: /^>/, what: 'block quotes' },
  { pattern: /^</, what: 'HTML' },
  { pattern: /^\|/, what: 'tables' },
  { pattern: /^([-*_])(\s*\1){2,}\s*$/, what: 'horizontal rules' },
];

/**
 * The body's blocks. Blank lines end a block; consecutive text lines are one paragraph; an indented
 * line after a list item continues that item.
 */
export function parseMarkdown(markdown: string, errorAt: ErrorAt = (line, detail) => new Error(`line ${line + 1}: ${detail}`)): BlogBlock[] {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const blocks: BlogBlock[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;

  const flush = (lineIndex: number) => {
    if (paragraph.length > 0) blocks.push({ type: 'paragraph', content: parseInline(paragraph.join(' '), (d) => errorAt(lineIndex, d)) });
    if (list) blocks.push({ type: 'list', ordered: list.ordered, items: list.items.map((item) => parseInline(item, (d) => errorAt(lineIndex, d))) });
    paragraph = [];
    list = null;
  };

  lines.forEach((raw, index) => {
    const line = raw.trim();
    if (line === '') return flush(index);
    const unsupported = UNSUPPORTED.find((u) => u.pattern.test(line));
    if (unsupported) throw errorAt(index, `${unsupported.what} are not supported in blog posts`);

    const heading = HEADING.exec(line);
    if (heading) {
      flush(index);
      const level = heading[1]?.length ?? 0;
      if (level === 1) throw errorAt(index, 'a "# " heading is not allowed: the title comes from the front matter; use "## "');
      if (level > 3) throw errorAt(index, 'only "## " and "### " headings are supported');
      blocks.push({ type: 'heading', level: level === 2 ? 2 : 3, content: parseInline(heading[2] ?? '', (d) => errorAt(index, d)) });
      return;
    }

    const unordered = UNORDERED_ITEM.exec(line);
    const ordered = unordered ? null : ORDERED_ITEM.exec(line);
    const item = unordered ?? ordered;
    if (item) {
      const isOrdered = ordered !== null;
      if (paragraph.length > 0 || (list && list.ordered !== isOrdered)) flush(index);
      list ??= { ordered: isOrdered, items: [] };
      list.items.push(item[1] ?? '');
      return;
    }

    // An indented line right after a list item carries on that item; otherwise it is prose.
    if (list && /^\s/.test(raw)) {
      const items = list.items;
      items[items.length - 1] = `${items[items.length - 1] ?? ''} ${line}`;
      return;
    }
    if (list) flush(index);
    paragraph.push(line);
  });
  flush(lines.length - 1);
  return blocks;
}

/**
 * **bold** and *italic* become flags on spans; other text stays as written. A marker left open is
 * an error, because it would otherwise show on the page as a stray asterisk.
 */
export function parseInline(text: string, error: (detail: string) => Error = (d) => new Error(d)): BlogTextSpan[] {
  if (/\[[^\]]*\]\([^)]*\)/.test(text)) throw error('links are not supported in blog posts');
  const spans: BlogTextSpan[] = [];
  const push = (value: string, flags: { bold?: true; italic?: true }) => {
    if (value === '') return;
    const last = spans.at(-1);
    if (last && last.bold === flags.bold && last.italic === flags.italic) last.text += value;
    else spans.push({ text: value, ...flags });
  };
  const pattern = /\*\*([^*]+)\*\*|\*([^*]+)\*/g;
  let cursor = 0;
  for (const match of text.matchAll(pattern)) {
    push(text.slice(cursor, match.index), {});
    if (match[1] !== undefined) push(match[1], { bold: true });
    else push(match[2] ?? '', { italic: true });
    cursor = match.index + match[0].length;
  }
  push(text.slice(cursor), {});
  for (const span of spans) {
    if (span.text.includes('*')) throw error(`unmatched "*" in ${JSON.stringify(text)}`);
  }
  const collapsed = spans.map((s) => ({ ...s, text: s.text.replace(/\s+/g, ' ') }));
  const first = collapsed[0];
  if (first) first.text = first.text.trimStart();
  const last = collapsed.at(-1);
  if (last) last.text = last.text.trimEnd();
  const kept = collapsed.filter((s) => s.text !== '');
  if (kept.length === 0) throw error('empty text');
  return kept;
}

function spanWords(spans: readonly BlogTextSpan[]): number {
  const text = spans.map((s) => s.text).join('');
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

export function countWords(blocks: readonly BlogBlock[]): number {
  return blocks.reduce((sum, block) => {
    if (block.type === 'list') return sum + block.items.reduce((n, item) => n + spanWords(item), 0);
    return sum + spanWords(block.content);
  }, 0);
}
