import { z } from 'zod';

/**
 * The blog (docs/product.md "Content"): static posts written as markdown files in
 * resources/blog/. The server reads the front matter, parses the body into the typed blocks below
 * (so the page renders elements, never HTML strings) and computes the read time from the word count.
 */

/** The post categories. "All" is the page's filter for "no category", not a category of its own. */
export const BLOG_CATEGORIES = ['Success Stories', 'Technology', 'Features', 'Security', 'Education'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];
export const blogCategorySchema = z.enum(BLOG_CATEGORIES);

/** The icons a post may name (lucide names); the page maps each to its component. */
export const BLOG_ICONS = [
  'scan-search',
  'pie-chart',
  'umbrella',
  'shield-check',
  'gauge',
  'receipt',
  'briefcase',
  'trophy',
  'lightbulb',
  'piggy-bank',
] as const;
export type BlogIcon = (typeof BLOG_ICONS)[number];

/** Words a minute for the read time; a post never reads in under a minute. */
export const BLOG_WORDS_PER_MINUTE = 200;

export const BLOG_POST_ID_MAX_LENGTH = 80;
/** A post id is its slug: lower-case words joined by single hyphens. */
export const BLOG_POST_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const blogPostIdSchema = z
  .string()
  .max(BLOG_POST_ID_MAX_LENGTH, `id must be at most ${BLOG_POST_ID_MAX_LENGTH} characters`)
  .regex(BLOG_POST_ID_PATTERN, 'id must be a lower-case slug (letters, digits and single hyphens)');

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD')
  .refine((d) => {
    const parsed = new Date(`${d}T00:00:00Z`);
    // Date.parse accepts 2026-02-31 (it rolls over); the round trip does not.
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === d;
  }, 'date is not a real calendar date');

/** "N min read", N >= 1. */
export const readTimeSchema = z.string().regex(/^[1-9]\d* min read$/, 'readTime must read "N min read"');

/** A run of text; bold and italic from the markdown are kept as flags, never as markup. */
export const blogTextSpanSchema = z
  .object({
    text: z.string().min(1),
    bold: z.literal(true).optional(),
    italic: z.literal(true).optional(),
  })
  .strict();
export type BlogTextSpan = z.infer<typeof blogTextSpanSchema>;

const spans = z.array(blogTextSpanSchema).min(1);

export const blogBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), level: z.union([z.literal(2), z.literal(3)]), content: spans }).strict(),
  z.object({ type: z.literal('paragraph'), content: spans }).strict(),
  z.object({ type: z.literal('list'), ordered: z.boolean(), items: z.array(spans).min(1) }).strict(),
]);
export type BlogBlock = z.infer<typeof blogBlockSchema>;

/** The front matter block every post file starts with (readTime is not in it: the server computes it). */
export const blogFrontMatterSchema = z
  .object({
    id: blogPostIdSchema,
    title: z.string().min(1).max(140),
    excerpt: z.string().min(1).max(320),
    author: z.string().min(1).max(80),
    date: isoDate,
    category: blogCategorySchema,
    featured: z.enum(['true', 'false']).transform((v) => v === 'true'),
    icon: z.enum(BLOG_ICONS),
  })
  .strict();
export type BlogFrontMatter = z.output<typeof blogFrontMatterSchema>;

export const blogPostSummarySchema = z
  .object({
    id: blogPostIdSchema,
    title: z.string(),
    excerpt: z.string(),
    author: z.string(),
    date: isoDate,
    readTime: readTimeSchema,
    category: blogCategorySchema,
    featured: z.boolean(),
    icon: z.enum(BLOG_ICONS),
  })
  .strict();
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

/** GET /api/blog/posts/{id}: the summary and the body, parsed. */
export const blogPostSchema = blogPostSummarySchema.extend({ body: z.array(blogBlockSchema).min(1) }).strict();
export type BlogPost = z.infer<typeof blogPostSchema>;

/** GET /api/blog/posts?category= (optional): newest first; category echoes the filter, null for all. */
// Not strict: an unrelated query parameter (a cache buster, a utm tag) is ignored, a bad category is not.
export const blogListQuerySchema = z.object({ category: blogCategorySchema.optional() });
export const blogPostListSchema = z
  .object({
    category: blogCategorySchema.nullable(),
    posts: z.array(blogPostSummarySchema),
  })
  .strict();
export type BlogPostList = z.infer<typeof blogPostListSchema>;

export const blogPostParamsSchema = z.object({ id: blogPostIdSchema }).strict();

/** "N min read" for a word count: ceil(words / 200), at least 1. */
export function readTimeLabel(wordCount: number): string {
  const minutes = Math.max(1, Math.ceil(wordCount / BLOG_WORDS_PER_MINUTE));
  return `${minutes} min read`;
}
