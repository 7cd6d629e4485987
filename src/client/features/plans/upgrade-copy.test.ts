import { describe, expect, it } from 'vitest';
import {
  formatUsd,
  grantProCommand,
  limitFromQuery,
  planBadges,
  PLANS,
  shellWord,
  upgradeIntro,
} from './upgrade-copy';

describe('limitFromQuery', () => {
  it('knows the two limits and nothing else', () => {
    expect(limitFromQuery('category')).toBe('category');
    expect(limitFromQuery('video')).toBe('video');
    expect(limitFromQuery(null)).toBeNull();
    expect(limitFromQuery('')).toBeNull();
    expect(limitFromQuery('Video')).toBeNull();
  });
});

describe('upgradeIntro', () => {
  it('names the collection limit', () => {
    expect(upgradeIntro('category')).toEqual({
      heading: "You've reached your collection limit",
      text: 'The Free Plan holds up to 5 collections. Upgrade to Pro for unlimited collections, so every topic gets its own.',
    });
  });

  it('names the URL limit', () => {
    expect(upgradeIntro('video')).toEqual({
      heading: "You've reached your URL limit",
      text: 'The Free Plan holds up to 50 URLs. Upgrade to Pro to save as many videos as you like.',
    });
  });

  it('invites without a limit', () => {
    expect(upgradeIntro(null)).toEqual({
      heading: 'Upgrade to Pro',
      text: 'One payment unlocks unlimited collections and URLs, for life.',
    });
  });
});

describe('upgradeIntro for a Pro user', () => {
  it('never asks them to upgrade, whatever the limit parameter', () => {
    expect(upgradeIntro(null, 'pro')).toEqual({
      heading: 'You have the Pro Plan',
      text: 'Unlimited collections and URLs, for life.',
    });
    expect(upgradeIntro('category', 'pro')).toEqual({
      heading: 'Pro has no collection limit',
      text: 'Add as many collections as you like, so every topic gets its own.',
    });
    expect(upgradeIntro('video', 'pro')).toEqual({
      heading: 'Pro has no URL limit',
      text: 'Save as many videos as you like.',
    });
    for (const limit of [null, 'category', 'video'] as const) {
      const { heading, text } = upgradeIntro(limit, 'pro');
      expect(`${heading} ${text}`).not.toMatch(/upgrade|reached/i);
    }
  });

  it('reads a free or unknown tier as Free', () => {
    expect(upgradeIntro('video', 'free')).toEqual(upgradeIntro('video'));
    expect(upgradeIntro('category', null)).toEqual(upgradeIntro('category'));
  });
});

describe('grantProCommand', () => {
  it("is the README's set-tier command for the user", () => {
    expect(grantProCommand('ada@example.com')).toBe(
      'npm run cli -- set-tier --email ada@example.com --tier pro',
    );
    expect(grantProCommand('ada+videos@example.co.uk')).toBe(
      'npm run cli -- set-tier --email ada+videos@example.co.uk --tier pro',
    );
  });

  it('quotes an address the shell would split or expand', () => {
    expect(shellWord("o'hara@example.com")).toBe(`'o'\\''hara@example.com'`);
    expect(shellWord('a$b@example.com')).toBe("'a$b@example.com'");
    expect(shellWord('a b@example.com')).toBe("'a b@example.com'");
    expect(shellWord('"x"@example.com')).toBe(`'"x"@example.com'`);
  });
});

describe('plans', () => {
  it('prices whole dollars without cents', () => {
    expect(formatUsd(0)).toBe('$0');
    expect(formatUsd(49.99)).toBe('$49.99');
  });

  it('lists the limits of docs/product/limits.md', () => {
    expect(PLANS.free).toEqual({
      name: 'Free Plan',
      price: '$0',
      period: '/month',
      features: ['5 collections', '50 URLs'],
    });
    expect(PLANS.pro.price).toBe('$49.99');
    expect(PLANS.pro.features).toEqual([
      'Unlimited collections',
      'Unlimited URLs',
      'Advanced video management',
      'Priority support',
    ]);
  });
});

describe('planBadges', () => {
  it('marks the current plan and recommends Pro to the rest', () => {
    expect(planBadges('free')).toEqual({ free: 'Current', pro: 'Recommended' });
    expect(planBadges('pro')).toEqual({ free: null, pro: 'Current' });
    expect(planBadges(null)).toEqual({ free: null, pro: 'Recommended' });
  });
});
