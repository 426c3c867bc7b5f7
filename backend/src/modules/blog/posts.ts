/**
 * The blog posts: markdown files in resources/blog/, bundled into the code at build time (like the
 * migrations) so the hosted server, the desktop app and the tests never look for a folder on disk.
 * They are parsed and checked once, on the first request for them, not in the server's start
 * (docs/product.md "Start-up"). The tests parse every bundled post, so a broken post fails CI before
 * it ships; were one to slip through, the blog would answer an error rather than quietly drop it.
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

let bundled: readonly BlogPost[] | undefined;

/** The bundled posts, parsed on first use. */
export function bundledBlogPosts(): readonly BlogPost[] {
  bundled ??= loadBlogPosts(sources);
  return bundled;
}

