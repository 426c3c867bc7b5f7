/**
 * /blog (growth spec "Blog (/blog)"): the category filter shows exactly the posts the server lists
 * for that category, the featured post is drawn large, a post opens in place with its parsed body,
 * the back control returns to the same list, and both views pass axe.
 */
import type { Page, Response } from '@playwright/test';
import { BLOG_CATEGORIES, blogPostListSchema, blogPostSchema, type BlogPostList } from '../shared/contracts/blog';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';

const LIST_PATH = '/api/blog/posts';

/** The list answer for one category (null: All). */
const isListResponse = (category: string | null) => (response: Response) => {
  const url = new URL(response.url());
  return url.pathname === LIST_PATH && url.searchParams.get('category') === category && response.request().method() === 'GET';
};

async function listFrom(response: Promise<Response>): Promise<BlogPostList> {
  const answer = await response;
  expect(answer.status()).toBe(200);
  return blogPostListSchema.parse(await answer.json());
}

/** The ids the page shows, in order: the featured card first, then the grid. */
function shownIds(page: Page) {
  return page.locator('[data-testid="featured-post"], [data-testid="post-card"]');
}

/** What the page should show for a list: the featured post lifted to the top, the rest in order. */
function expectedIds(list: BlogPostList): string[] {
  const featured = list.posts.filter((p) => p.featured).map((p) => p.id);
  return [...featured, ...list.posts.filter((p) => !p.featured).map((p) => p.id)];
}

async function expectListMatches(page: Page, list: BlogPostList) {
  const cards = shownIds(page);
  await expect(cards).toHaveCount(list.posts.length);
  const ids = await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-post-id')));
  expect(ids).toEqual(expectedIds(list));
  for (const post of list.posts) {
    const card = page.locator(`[data-post-id="${post.id}"]`);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(post.title);
    await expect(card.getByTestId('post-category')).toHaveText(post.category);
    await expect(card.getByTestId('post-author')).toHaveText(post.author);
    await expect(card.getByTestId('post-read-time')).toHaveText(post.readTime);
    await expect(card.getByTestId('post-date')).toHaveAttribute('datetime', post.date);
  }
}

test('the filter shows exactly each category’s posts from the server, and All shows them all', async ({ page }) => {
  const allResponse = page.waitForResponse(isListResponse(null));
  await page.goto('/blog');
  const all = await listFrom(allResponse);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
  await expectListMatches(page, all);
  // The one featured post is drawn large, above the grid.
  await expect(page.getByTestId('featured-post')).toHaveCount(1);
  await expect(page.getByTestId('featured-post')).toHaveAttribute('data-post-id', all.posts.find((p) => p.featured)!.id);

  const filter = page.getByRole('group', { name: 'Filter posts by category' });
  await expect(filter.getByRole('button')).toHaveText(['All', ...BLOG_CATEGORIES]);
  await expect(filter.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

  const seen = new Set<string>();
  for (const [index, category] of BLOG_CATEGORIES.entries()) {
    const response = page.waitForResponse(isListResponse(category));
    const button = filter.getByRole('button', { name: category, exact: true });
    // Half by mouse, half by keyboard (Tab reaches the buttons; Enter and Space press them).
    if (index % 2 === 0) await button.click();
    else {
      await button.focus();
      await page.keyboard.press(index % 4 === 1 ? 'Enter' : 'Space');
    }
    const list = await listFrom(response);
    expect(list.category).toBe(category);
    expect(list.posts.every((p) => p.category === category)).toBe(true);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(filter.getByRole('button', { pressed: true })).toHaveCount(1);
    await expect(page).toHaveURL(new RegExp(`[?&]category=${encodeURIComponent(category).replace(/%20/g, '(\\+|%20)')}`));
    await expectListMatches(page, list);
    for (const post of list.posts) seen.add(post.id);
  }
  // The five filters together cover every post exactly: nothing is missing from the categories.
  expect([...seen].sort()).toEqual(all.posts.map((p) => p.id).sort());

  await filter.getByRole('button', { name: 'All' }).click();
  await expect(filter.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  await expectListMatches(page, all);
});

test('a post opens in place with its heading and body, and Back returns to the same filtered list', async ({ page }) => {
  const listResponse = page.waitForResponse(isListResponse('Education'));
  await page.goto('/blog?category=Education');
  const list = await listFrom(listResponse);
  const target = list.posts.at(-1)!;

  const postResponse = page.waitForResponse((r) => new URL(r.url()).pathname === `${LIST_PATH}/${target.id}`);
  await page.locator(`[data-post-id="${target.id}"]`).getByRole('link', { name: target.title }).click();
  const answer = await postResponse;
  expect(answer.status()).toBe(200);
  const post = blogPostSchema.parse(await answer.json());

  await expect(page).toHaveURL(new RegExp(`[?&]post=${target.id}(&|$)`));
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(post.title);
  await expect(heading).toBeFocused();
  const article = page.getByTestId('blog-post');
  await expect(article.getByTestId('post-read-time')).toHaveText(post.readTime);
  const sections = post.body.filter((b) => b.type === 'heading' && b.level === 2).map((b) => (b.type === 'heading' ? b.content.map((s) => s.text).join('') : ''));
  expect(sections.length).toBeGreaterThan(0);
  await expect(article.getByRole('heading', { level: 2 })).toHaveText(sections);
  const lists = post.body.filter((b) => b.type === 'list');
  await expect(article.locator('ul, ol')).toHaveCount(lists.length);
  await expect(page).toHaveTitle(new RegExp(`^${post.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · `));

  await page.getByTestId('blog-back').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
  await expect(page).not.toHaveURL(/[?&]post=/);
  await expect(page.getByRole('button', { name: 'Education', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expectListMatches(page, list);

  // The browser's own Back goes to the post again: each view has its own address.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);

  // A stale link to a post that does not exist says so, with a way back to the list.
  const missing = page.waitForResponse((r) => new URL(r.url()).pathname === `${LIST_PATH}/no-such-post`);
  await page.goto('/blog?post=no-such-post');
  expect((await missing).status()).toBe(404);
  await expect(page.getByTestId('blog-post-not-found')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post not found');
  await page.getByRole('link', { name: 'See all posts' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
});

test('the list and a post pass axe', async ({ page }) => {
  const listResponse = page.waitForResponse(isListResponse(null));
  await page.goto('/blog');
  const all = await listFrom(listResponse);
  await expect(shownIds(page)).toHaveCount(all.posts.length);
  await expectNoSeriousA11yViolations(page);

  const featured = all.posts.find((p) => p.featured)!;
  await page.getByTestId('featured-post').getByRole('link', { name: featured.title }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(featured.title);
  await expect(page.getByTestId('post-body')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a failed load shows the error with Try again, which loads the list', async ({ page }) => {
  let failed = false;
  await page.route((url) => url.pathname === LIST_PATH, async (route) => {
    if (failed) return route.continue();
    failed = true;
    await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'internal_error', message: 'Something went wrong on our side' } }) });
  });
  await page.goto('/blog');
  const error = page.getByTestId('blog-list-error');
  await expect(error).toBeVisible();
  await expect(error).toContainText('We could not load the blog');
  await expect(page.getByTestId('post-card')).toHaveCount(0);

  const retried = page.waitForResponse(isListResponse(null));
  await error.getByRole('button', { name: 'Try again' }).click();
  const list = await listFrom(retried);
  await expect(error).toHaveCount(0);
  await expectListMatches(page, list);
});
