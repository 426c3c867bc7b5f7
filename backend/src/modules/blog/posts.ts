/**
 * The blog posts: markdown files in resources/blog/, bundled into the code at build time (like the
 * migrations) so the hosted server, the desktop app and the tests never look for a folder on disk.
 * They are parsed and checked once, when this module loads: a broken post stops the server from
 * starting (and fails the tests) instead of disappearing from the page.
 */
import {
  readTimeLabel,
  type BlogCategory,
  type BlogPost,
  type BlogPostSummary,
} from '../../../../shared/contracts/blog';
import { parsePostFile } from './markdown';

const sources = import.meta.glob<string>('../../../../resources/blog/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Every post, newest first (ties by id, so the order never depends on the file system). */
export function loadBlogPosts(files: Readonly<Record<string, string>>): BlogPost[] {
  const posts = Object.entries(files).map(([path, text]): BlogPost => {
    const fileName = path.slice(path.lastIndexOf('/') + 1);
    const { frontMatter, body, wordCount } = parsePostFile(fileName, text);
    return { ...frontMatter, readTime: readTimeLabel(wordCount), body };
  });
  const featured = posts.filter((p) => p.featured);
  if (featured.length > 1) {
    throw new Error(`resources/blog: only one post may be featured, found ${featured.length}: ${featured.map((p) => p.id).join(', ')}`);
  }
  // File names equal ids (checked per file), and a folder cannot hold one name twice; this guards the
  // glob keys of a future second folder all the same.
  const seen = new Set<string>();
  for (const post of posts) {
    if (seen.has(post.id)) throw new Error(`resources/blog: duplicate post id "${post.id}"`);
    seen.add(post.id);
  }
  return posts.sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
}

export function toSummary(post: BlogPost): BlogPostSummary {
  const { body: _body, ...summary } = post;
  return summary;
}

/** The list for one category (or all of them), keeping the newest-first order. */
export function postsInCategory(posts: readonly BlogPost[], category: BlogCategory | undefined): BlogPostSummary[] {
  return posts.filter((p) => category === undefined || p.category === category).map(toSummary);
}

export const BLOG_POSTS: readonly BlogPost[] = loadBlogPosts(sources);

/** Every post's id, for the public route list (http/auth.ts lists exact paths). */
export const BLOG_POST_IDS: readonly string[] = BLOG_POSTS.map((p) => p.id);

