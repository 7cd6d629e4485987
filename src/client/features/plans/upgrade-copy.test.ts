import { describe, expect, it } from 'vitest';
import { formatUsd, limitFromQuery, planBadges, PLANS, upgradeIntro } from './upgrade-copy';

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

describe('plans', () => {
  it('prices whole dollars without cents', () => {
    expect(formatUsd(0)).toBe('$0');
    expect(formatUsd(49.99)).toBe('$49.99');
  });

  it('lists SPEC §9', () => {
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
