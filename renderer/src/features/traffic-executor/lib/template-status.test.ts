import { describe, expect, it } from 'vitest';
import type { CampaignStateResponse } from '../../../../../shared/contracts/campaigns';
import { isPosted, postedCount, statusAfterCopy, templateStatus } from './template-status';

const state = (items: [string, string, string][]): CampaignStateResponse => ({
  items: items.map(([kind, itemId, status]) => ({ kind: kind as 'post_template', itemId, status, updatedAt: 1 })),
});

describe('templateStatus', () => {
  it('is pending when the template was never touched or the state is not loaded', () => {
    expect(templateStatus(undefined, 'twitter-launch')).toBe('pending');
    expect(templateStatus(state([]), 'twitter-launch')).toBe('pending');
  });

  it('reads the stored status of this template only', () => {
    const s = state([
      ['post_template', 'twitter-launch', 'posted'],
      ['post_template', 'email-friends', 'copied'],
      ['launch_campaign', 'reddit-personalfinance', 'launched'],
    ]);
    expect(templateStatus(s, 'twitter-launch')).toBe('posted');
    expect(templateStatus(s, 'email-friends')).toBe('copied');
    expect(templateStatus(s, 'reddit-personalfinance')).toBe('pending');
  });

  it('reads an unknown stored value as pending', () => {
    expect(templateStatus(state([['post_template', 'product-hunt', 'launched']]), 'product-hunt')).toBe('pending');
  });
});

describe('statusAfterCopy', () => {
  it('moves pending to copied and never moves copied or posted back', () => {
    expect(statusAfterCopy('pending')).toBe('copied');
    expect(statusAfterCopy('copied')).toBeNull();
    expect(statusAfterCopy('posted')).toBeNull();
  });
});

describe('isPosted / postedCount', () => {
  it('counts the posted templates among the given ids', () => {
    expect(isPosted('posted')).toBe(true);
    expect(isPosted('copied')).toBe(false);
    const s = state([
      ['post_template', 'a', 'posted'],
      ['post_template', 'b', 'copied'],
      ['post_template', 'c', 'posted'],
    ]);
    expect(postedCount(s, ['a', 'b', 'd'])).toBe(1);
    expect(postedCount(s, ['a', 'c'])).toBe(2);
  });
});
