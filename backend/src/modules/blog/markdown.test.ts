/**
 * The blog file format: front matter errors name the file, the markdown subset becomes typed
 * blocks, unsupported markdown is refused, and the read time follows the body's word count.
 */
import { describe, expect, it } from 'vitest';
import { blogBlockSchema, readTimeLabel } from '../../../../shared/contracts/blog';
import { countWords, parseInline, parseMarkdown, parsePostFile, splitFrontMatter } from './markdown';

const FRONT = {
  id: 'a-post',
  title: 'A post',
  excerpt: 'What it is about.',
  author: 'A. Writer',
  date: '2026-03-04',
  category: 'Education',
  featured: 'false',
  icon: 'lightbulb',
};

function file(fields: Record<string, string> = FRONT, body = 'Hello world.') {
  return ['---', ...Object.entries(fields).map(([k, v]) => `${k}: ${v}`), '---', body].join('\n');
}

describe('splitFrontMatter', () => {
  it('reads key: value lines, keeps colons inside values and strips matching quotes', () => {
    const { fields, body } = splitFrontMatter('x.md', '---\ntitle: "A: B"\nexcerpt: Part one: part two\n\n---\nBody');
    expect(fields).toEqual({ title: 'A: B', excerpt: 'Part one: part two' });
    expect(body).toBe('Body');
  });

  it('accepts CRLF line endings and a byte-order mark', () => {
    const { fields, body } = splitFrontMatter('x.md', '\uFEFF---\r\ntitle: T\r\n---\r\nBody');
    expect(fields).toEqual({ title: 'T' });
    expect(body).toBe('Body');
  });

  it('names the file in every error', () => {
    expect(() => splitFrontMatter('no-fence.md', 'title: T\n')).toThrow(/^resources\/blog\/no-fence\.md: front matter missing/);
    expect(() => splitFrontMatter('open.md', '---\ntitle: T\nBody')).toThrow(/^resources\/blog\/open\.md: front matter is not closed/);
    expect(() => splitFrontMatter('bad-line.md', '---\njust words\n---\n')).toThrow(/^resources\/blog\/bad-line\.md: front matter line 2 is not "key: value"/);
    expect(() => splitFrontMatter('twice.md', '---\ntitle: A\ntitle: B\n---\n')).toThrow(/^resources\/blog\/twice\.md: front matter field "title" appears twice \(line 3\)/);
  });
});

describe('parsePostFile', () => {
  it('returns the checked front matter (featured as a boolean), the blocks and the word count', () => {
    const parsed = parsePostFile('a-post.md', file({ ...FRONT, featured: 'true' }, '## Start\n\nOne two three.\n\n- four\n- five six'));
    expect(parsed.frontMatter).toEqual({ ...FRONT, featured: true });
    expect(parsed.body).toEqual([
      { type: 'heading', level: 2, content: [{ text: 'Start' }] },
      { type: 'paragraph', content: [{ text: 'One two three.' }] },
      { type: 'list', ordered: false, items: [[{ text: 'four' }], [{ text: 'five six' }]] },
    ]);
    expect(parsed.wordCount).toBe(7);
  });

  it('refuses an unknown category, naming the file and the field', () => {
    expect(() => parsePostFile('a-post.md', file({ ...FRONT, category: 'All' }))).toThrow(/^resources\/blog\/a-post\.md: front matter is not valid: category:/);
    expect(() => parsePostFile('a-post.md', file({ ...FRONT, category: 'News' }))).toThrow(/a-post\.md.*category/);
  });

  it('refuses missing, unknown and malformed fields', () => {
    const { author: _author, ...withoutAuthor } = FRONT;
    expect(() => parsePostFile('a-post.md', file(withoutAuthor))).toThrow(/a-post\.md: front matter is not valid: author:/);
    expect(() => parsePostFile('a-post.md', file({ ...FRONT, readTime: '3 min read' }))).toThrow(/a-post\.md.*readTime/);
    expect(() => parsePostFile('a-post.md', file({ ...FRONT, date: '2026-02-30' }))).toThrow(/date: date is not a real calendar date/);
    expect(() => parsePostFile('a-post.md', file({ ...FRONT, date: '04/03/2026' }))).toThrow(/date must be YYYY-MM-DD/);
    expect(() => parsePostFile('a-post.md', file({ ...FRONT, featured: 'yes' }))).toThrow(/featured/);
    expect(() => parsePostFile('a-post.md', file({ ...FRONT, icon: 'rocket' }))).toThrow(/icon/);
    expect(() => parsePostFile('A Post.md', file({ ...FRONT, id: 'A Post' }))).toThrow(/id: id must be a lower-case slug/);
  });

  it('requires the file name to be the id, and a body', () => {
    expect(() => parsePostFile('other-name.md', file())).toThrow(/other-name\.md: the file name must be the post id: rename it to a-post\.md/);
    expect(() => parsePostFile('a-post.md', file(FRONT, '\n\n'))).toThrow(/a-post\.md: the post has no body/);
  });

  it('reports body errors with the line number in the file', () => {
    // Line 1 is ---, lines 2-9 the fields, line 10 ---, so the body's third line is line 13.
    expect(() => parsePostFile('a-post.md', file(FRONT, 'Intro.\n\n# Title again'))).toThrow(/^resources\/blog\/a-post\.md: line 13: a "# " heading is not allowed/);
  });
});

describe('parseMarkdown', () => {
  it('joins the lines of a paragraph and splits paragraphs at blank lines', () => {
    expect(parseMarkdown('one\ntwo\n\nthree')).toEqual([
      { type: 'paragraph', content: [{ text: 'one two' }] },
      { type: 'paragraph', content: [{ text: 'three' }] },
    ]);
  });

  it('reads ## and ### headings, and refuses # and ####', () => {
    expect(parseMarkdown('## Two\n### Three')).toEqual([
      { type: 'heading', level: 2, content: [{ text: 'Two' }] },
      { type: 'heading', level: 3, content: [{ text: 'Three' }] },
    ]);
    expect(() => parseMarkdown('# One')).toThrow(/"# " heading is not allowed/);
    expect(() => parseMarkdown('#### Four')).toThrow(/only "## " and "### " headings/);
  });

  it('reads unordered (- and *) and ordered lists, with indented continuation lines', () => {
    expect(parseMarkdown('- a\n* b\n  more of b\n\n1. first\n2) second')).toEqual([
      { type: 'list', ordered: false, items: [[{ text: 'a' }], [{ text: 'b more of b' }]] },
      { type: 'list', ordered: true, items: [[{ text: 'first' }], [{ text: 'second' }]] },
    ]);
  });

  it('starts a new block when a list follows prose, or prose follows a list, without a blank line', () => {
    expect(parseMarkdown('Intro:\n- a\nAfter.').map((b) => b.type)).toEqual(['paragraph', 'list', 'paragraph']);
    expect(parseMarkdown('- a\n1. b').map((b) => (b.type === 'list' ? b.ordered : null))).toEqual([false, true]);
  });

  it('refuses markdown the page cannot draw', () => {
    expect(() => parseMarkdown('```\ncode\n```')).toThrow(/code blocks are not supported/);
    expect(() => parseMarkdown('> quoted')).toThrow(/block quotes are not supported/);
    expect(() => parseMarkdown('<b>html</b>')).toThrow(/HTML are not supported/);
    expect(() => parseMarkdown('| a | b |')).toThrow(/tables are not supported/);
    expect(() => parseMarkdown('---')).toThrow(/horizontal rules are not supported/);
    expect(() => parseMarkdown('See [this](https://example.com).')).toThrow(/links are not supported/);
  });

  it('produces blocks the shared contract accepts', () => {
    const blocks = parseMarkdown('## H\n\nSome **bold** and *italic*.\n\n1. x\n2. y');
    for (const block of blocks) expect(blogBlockSchema.safeParse(block).success).toBe(true);
  });
});

describe('parseInline', () => {
  it('keeps bold and italic as flags on spans, never as markup', () => {
    expect(parseInline('A **bold** and *italic* end')).toEqual([
      { text: 'A ' },
      { text: 'bold', bold: true },
      { text: ' and ' },
      { text: 'italic', italic: true },
      { text: ' end' },
    ]);
  });

  it('collapses whitespace and trims the ends', () => {
    expect(parseInline('  many    spaces  ')).toEqual([{ text: 'many spaces' }]);
  });

  it('refuses an unmatched asterisk rather than showing it', () => {
    expect(() => parseInline('a **bold without end')).toThrow(/unmatched "\*"/);
    expect(() => parseInline('2 * 3')).toThrow(/unmatched/);
  });

  it('passes HTML-looking text through as plain text (the page renders text, not HTML)', () => {
    expect(parseInline('a <script>alert(1)</script> b')).toEqual([{ text: 'a <script>alert(1)</script> b' }]);
  });
});

describe('countWords and readTimeLabel', () => {
  it('counts words in headings, paragraphs and list items, ignoring lone punctuation', () => {
    expect(countWords(parseMarkdown('## Two words\n\nThree more words - really\n\n- list item'))).toBe(2 + 4 + 2);
  });

  it('is ceil(words / 200) minutes and never under one minute', () => {
    expect(readTimeLabel(0)).toBe('1 min read');
    expect(readTimeLabel(1)).toBe('1 min read');
    expect(readTimeLabel(200)).toBe('1 min read');
    expect(readTimeLabel(201)).toBe('2 min read');
    expect(readTimeLabel(1000)).toBe('5 min read');
  });
});
