/**
 * The blog over real HTTP: the list (newest first, filtered per category), one post with its parsed
 * body, JSON errors for a bad category, a malformed id and an unknown id, and public access in
 * hosted mode. The posts are checked against the files on disk, read independently of the bundle.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BLOG_CATEGORIES,
  blogPostListSchema,
  blogPostSchema,
  readTimeLabel,
  type BlogPost,
} from '../../../../shared/contracts/blog';
import { errorBodySchema, ERROR_CODES } from '../../../../shared/contracts/errors';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { parsePostFile } from './markdown';
import { bundledBlogPosts, loadBlogPosts } from './posts';

const DIR = new URL('../../../../resources/blog/', import.meta.url);
const files = readdirSync(DIR).filter((f) => f.endsWith('.md'));
const onDisk = files.map((f) => ({ file: f, ...parsePostFile(f, readFileSync(new URL(f, DIR), 'utf8')) }));

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const post = (id: string, date: string, extra: Partial<Record<string, string>> = {}) =>
  [
    '---',
    `id: ${id}`,
    'title: T',
    'excerpt: E',
    'author: A',
    `date: ${date}`,
    `category: ${extra.category ?? 'Education'}`,
    `featured: ${extra.featured ?? 'false'}`,
    'icon: gauge',
    '---',
    extra.body ?? 'Some words.',
  ].join('\n');

describe('the posts in resources/blog', () => {
  it('are all bundled, at least 8, with exactly one featured and every category used', () => {
    expect(files.length).toBeGreaterThanOrEqual(8);
    expect(bundledBlogPosts().map((p) => p.id).sort()).toEqual(onDisk.map((p) => p.frontMatter.id).sort());
    expect(bundledBlogPosts().filter((p) => p.featured)).toHaveLength(1);
    for (const category of BLOG_CATEGORIES) expect(bundledBlogPosts().some((p) => p.category === category), category).toBe(true);
  });

  it('label a success story as an illustrative example in its opening text', () => {
    for (const story of bundledBlogPosts().filter((p) => p.category === 'Success Stories')) {
      const first = story.body[0];
      const text = first && first.type !== 'list' ? first.content.map((s) => s.text).join('') : '';
      expect(text, story.id).toMatch(/^Illustrative example:/);
      expect(story.excerpt, story.id).toMatch(/illustrative example, not a real customer/i);
    }
  });

  it('carry a read time computed from the body (200 words a minute), not from the file', () => {
    for (const { frontMatter, wordCount } of onDisk) {
      const bundled = bundledBlogPosts().find((p) => p.id === frontMatter.id);
      expect(bundled?.readTime, frontMatter.id).toBe(readTimeLabel(wordCount));
      expect(wordCount, frontMatter.id).toBeGreaterThan(200);
    }
  });
});

describe('loadBlogPosts', () => {
  it('sorts newest first, ties by id', () => {
    const posts = loadBlogPosts({ './b.md': post('b', '2026-01-01'), './a.md': post('a', '2026-01-01'), './c.md': post('c', '2026-05-01') });
    expect(posts.map((p) => p.id)).toEqual(['c', 'a', 'b']);
  });

  it('fails on a second featured post and on any broken file, naming it', () => {
    expect(() => loadBlogPosts({ './a.md': post('a', '2026-01-01', { featured: 'true' }), './b.md': post('b', '2026-01-02', { featured: 'true' }) })).toThrow(
      /only one post may be featured, found 2: a, b/,
    );
    expect(() => loadBlogPosts({ './a.md': post('a', '2026-01-01'), './x/bad.md': post('bad', '2026-01-01', { category: 'Gossip' }) })).toThrow(
      /resources\/blog\/bad\.md: front matter is not valid: category/,
    );
  });
});

describe('GET /api/blog/posts', () => {
  it('lists every post newest first, as summaries without the body', async () => {
    server = await startTestServer();
    const res = await server.api('/api/blog/posts');
    expect(res.status).toBe(200);
    const raw = (await res.json()) as { posts: Record<string, unknown>[] };
    const list = blogPostListSchema.parse(raw);
    expect(list.category).toBeNull();
    expect(list.posts.map((p) => p.id).sort()).toEqual(onDisk.map((p) => p.frontMatter.id).sort());
    const dates = list.posts.map((p) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const summary of raw.posts) expect(Object.keys(summary)).not.toContain('body');
    const first = onDisk.find((p) => p.frontMatter.id === list.posts[0]?.id);
    expect(list.posts[0]).toEqual({ ...first?.frontMatter, readTime: readTimeLabel(first?.wordCount ?? 0) });
  });

  it('filters by each category: only that category, and all of its posts', async () => {
    server = await startTestServer();
    for (const category of BLOG_CATEGORIES) {
      const res = await server.api(`/api/blog/posts?category=${encodeURIComponent(category)}`);
      expect(res.status, category).toBe(200);
      const list = blogPostListSchema.parse(await res.json());
      expect(list.category).toBe(category);
      expect(list.posts.length, category).toBeGreaterThan(0);
      expect(list.posts.every((p) => p.category === category), category).toBe(true);
      expect(list.posts.map((p) => p.id).sort(), category).toEqual(
        onDisk.filter((p) => p.frontMatter.category === category).map((p) => p.frontMatter.id).sort(),
      );
    }
  });

  it('answers 400 JSON for a category that is not one of the five (All included)', async () => {
    server = await startTestServer();
    for (const bad of ['All', 'news', 'education', '', 'Security&category=Education']) {
      const res = await server.api(`/api/blog/posts?category=${bad.includes('&') ? bad : encodeURIComponent(bad)}`);
      expect(res.status, bad).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      const body = errorBodySchema.parse(await res.json());
      expect(body.error.code).toBe(ERROR_CODES.validation);
      expect(body.error.message).toMatch(/category/);
    }
  });
});

describe('GET /api/blog/posts/:id', () => {
  it('answers one post with its parsed body blocks', async () => {
    server = await startTestServer();
    for (const { frontMatter, body, wordCount } of onDisk) {
      const res = await server.api(`/api/blog/posts/${frontMatter.id}`);
      expect(res.status, frontMatter.id).toBe(200);
      const answer: BlogPost = blogPostSchema.parse(await res.json());
      expect(answer).toEqual({ ...frontMatter, readTime: readTimeLabel(wordCount), body });
      expect(answer.body.some((b) => b.type === 'heading' && b.level === 2), frontMatter.id).toBe(true);
    }
    const guide = blogPostSchema.parse(await (await server.api('/api/blog/posts/forgotten-subscriptions-guide')).json());
    expect(guide.body).toContainEqual({ type: 'heading', level: 2, content: [{ text: 'A method you can do by hand' }] });
    expect(guide.body.find((b) => b.type === 'list' && b.ordered)).toBeDefined();
    expect(JSON.stringify(guide.body)).not.toMatch(/\*\*|<[a-z]/);
  });

  it('answers 404 JSON for an unknown id and 400 JSON for a malformed one', async () => {
    server = await startTestServer();
    const missing = await server.api('/api/blog/posts/no-such-post');
    expect(missing.status).toBe(404);
    const notFound = errorBodySchema.parse(await missing.json());
    expect(notFound.error.code).toBe(ERROR_CODES.notFound);
    expect(notFound.error.message).toBe('Blog post "no-such-post" not found');

    for (const bad of ['Not_A_Slug', 'double--hyphen', '-leading', 'a'.repeat(81), '%20']) {
      const res = await server.api(`/api/blog/posts/${bad}`);
      expect(res.status, bad).toBe(400);
      expect(errorBodySchema.parse(await res.json()).error.code, bad).toBe(ERROR_CODES.validation);
    }
  });

  it('is public in hosted mode with nobody signed in (list, filter and every post)', async () => {
    server = await startTestServer({ mode: 'hosted', accessToken: undefined, secrets: { STRIPE_SECRET_KEY: 'sk_test_x' } });
    expect((await fetch(`${server.url}/api/blog/posts`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/blog/posts?category=Security`)).status).toBe(200);
    for (const { frontMatter } of onDisk) expect((await fetch(`${server.url}/api/blog/posts/${frontMatter.id}`)).status, frontMatter.id).toBe(200);
    // An unknown post is a plain 404 to a visitor too; so is a deeper path (no such route).
    expect((await fetch(`${server.url}/api/blog/posts/no-such-post`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/blog/posts/a/b`)).status).toBe(404);
    // The control: a user's own data is not public, so the 200s above are the public list at work.
    expect((await fetch(`${server.url}/api/subscriptions`)).status).toBe(401);
    // Reads only.
    expect((await fetch(`${server.url}/api/blog/posts`, { method: 'POST' })).status).not.toBe(200);
  });
});
