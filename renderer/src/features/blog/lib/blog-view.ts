/**
 * What /blog shows, read from its query string (the route list has no parameters, so the open post
 * and the category live in ?post= and ?category=): pure functions, tested without a browser.
 */
import { BLOG_CATEGORIES, BLOG_POST_ID_MAX_LENGTH, BLOG_POST_ID_PATTERN, type BlogCategory, type BlogPostSummary } from '../../../../../shared/contracts/blog';

export const CATEGORY_PARAM = 'category';
export const POST_PARAM = 'post';

/** The filter buttons, in the spec's order; "All" is no filter. */
export const FILTERS = ['All', ...BLOG_CATEGORIES] as const;
export type BlogFilter = (typeof FILTERS)[number];

export interface BlogView {
  /** null: every category ("All"). An unknown value in the address reads as "All". */
  category: BlogCategory | null;
  /** The open post's id, or null for the list. */
  postId: string | null;
}

function isCategory(value: string | null): value is BlogCategory {
  return value !== null && (BLOG_CATEGORIES as readonly string[]).includes(value);
}

export function readBlogView(params: URLSearchParams): BlogView {
  const category = params.get(CATEGORY_PARAM);
  const post = params.get(POST_PARAM)?.trim() ?? '';
  return { category: isCategory(category) ? category : null, postId: post === '' ? null : post };
}

/** The query string for a view; "All" and the list leave their parameter out. */
export function blogSearch(view: BlogView): string {
  const params = new URLSearchParams();
  if (view.category !== null) params.set(CATEGORY_PARAM, view.category);
  if (view.postId !== null) params.set(POST_PARAM, view.postId);
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

export function filterCategory(filter: BlogFilter): BlogCategory | null {
  return filter === 'All' ? null : filter;
}

/** An id the server could know; anything else is "not found" without asking. */
export function isPlausiblePostId(id: string): boolean {
  return id.length <= BLOG_POST_ID_MAX_LENGTH && BLOG_POST_ID_PATTERN.test(id);
}

/** The featured post (shown large) and the rest, both keeping the server's newest-first order. */
export function splitFeatured(posts: readonly BlogPostSummary[]): { featured: BlogPostSummary | null; rest: BlogPostSummary[] } {
  const featured = posts.find((p) => p.featured) ?? null;
  return { featured, rest: posts.filter((p) => p !== featured) };
}

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** "2026-11-12" -> "November 12, 2026", the same in every time zone. */
export function formatPostDate(isoDate: string): string {
  return dateFormat.format(new Date(`${isoDate}T00:00:00Z`));
}
