import { describe, expect, it } from 'vitest';
import type { BlogPostSummary } from '../../../../../shared/contracts/blog';
import { blogSearch, FILTERS, formatPostDate, isPlausiblePostId, readBlogView, splitFeatured } from './blog-view';

const summary = (id: string, featured = false): BlogPostSummary => ({
  id,
  title: id,
  excerpt: 'e',
  author: 'a',
  date: '2026-01-01',
  readTime: '1 min read',
  category: 'Education',
  featured,
  icon: 'gauge',
});

describe('readBlogView / blogSearch', () => {
  it('reads the category and the open post from the query string', () => {
    expect(readBlogView(new URLSearchParams('category=Security&post=a-post'))).toEqual({ category: 'Security', postId: 'a-post' });
    expect(readBlogView(new URLSearchParams('category=Success+Stories'))).toEqual({ category: 'Success Stories', postId: null });
  });

  it('reads an unknown or missing category as All, and an empty post as the list', () => {
    expect(readBlogView(new URLSearchParams('category=All&post='))).toEqual({ category: null, postId: null });
    expect(readBlogView(new URLSearchParams('category=security'))).toEqual({ category: null, postId: null });
    expect(readBlogView(new URLSearchParams(''))).toEqual({ category: null, postId: null });
  });

  it('writes a query string that reads back the same, leaving out defaults', () => {
    expect(blogSearch({ category: null, postId: null })).toBe('');
    const search = blogSearch({ category: 'Success Stories', postId: 'x-y' });
    expect(readBlogView(new URLSearchParams(search))).toEqual({ category: 'Success Stories', postId: 'x-y' });
  });
});

describe('FILTERS', () => {
  it('are All and the five categories, in the spec order', () => {
    expect(FILTERS).toEqual(['All', 'Success Stories', 'Technology', 'Features', 'Security', 'Education']);
  });
});

describe('isPlausiblePostId', () => {
  it('accepts slugs and refuses anything the server would reject', () => {
    expect(isPlausiblePostId('credit-score-factors')).toBe(true);
    expect(isPlausiblePostId('Credit Score')).toBe(false);
    expect(isPlausiblePostId('../etc')).toBe(false);
    expect(isPlausiblePostId('a'.repeat(81))).toBe(false);
  });
});

describe('splitFeatured', () => {
  it('lifts the featured post out and keeps the order of the rest', () => {
    const posts = [summary('a'), summary('b', true), summary('c')];
    expect(splitFeatured(posts)).toEqual({ featured: posts[1], rest: [posts[0], posts[2]] });
  });

  it('has no featured post when the list holds none', () => {
    expect(splitFeatured([summary('a')])).toEqual({ featured: null, rest: [summary('a')] });
  });
});

describe('formatPostDate', () => {
  it('writes the calendar date in words, without a time-zone shift', () => {
    expect(formatPostDate('2026-11-12')).toBe('November 12, 2026');
    expect(formatPostDate('2026-01-01')).toBe('January 1, 2026');
  });
});
