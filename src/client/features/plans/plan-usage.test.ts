import { describe, expect, it } from 'vitest';
import { FREE_COLLECTION_LIMIT, FREE_VIDEO_LIMIT } from '@shared/constants';
import { aCollection } from '@shared/test-support/library-test-data';
import {
  collectionLimitNote,
  countedCollections,
  planUsageLine,
  planUsageText,
  type PlanUsage,
} from './plan-usage';

const free = (videos: number, collections: number): PlanUsage => ({
  tier: 'free',
  videos,
  videoLimit: FREE_VIDEO_LIMIT,
  collections,
  collectionLimit: FREE_COLLECTION_LIMIT,
});

const pro = (videos: number, collections: number): PlanUsage => ({
  tier: 'pro',
  videos,
  videoLimit: null,
  collections,
  collectionLimit: null,
});

describe('planUsageText', () => {
  it('counts against the free limits', () => {
    expect(planUsageText(free(7, 3))).toBe('7 of 50 links, 3 of 5 collections');
    expect(planUsageText(free(0, 0))).toBe('0 of 50 links, 0 of 5 collections');
    expect(planUsageText(free(50, 5))).toBe('50 of 50 links, 5 of 5 collections');
  });

  it('only counts on Pro, in the singular for one', () => {
    expect(planUsageText(pro(7, 3))).toBe('7 links, 3 collections');
    expect(planUsageText(pro(1, 1))).toBe('1 link, 1 collection');
    expect(planUsageText(pro(0, 0))).toBe('0 links, 0 collections');
  });

  it('names the limit in the singular when it is one', () => {
    expect(planUsageText({ ...free(0, 1), videoLimit: 1, collectionLimit: 1 })).toBe(
      '0 of 1 link, 1 of 1 collection',
    );
  });

  it('names the plan in the line', () => {
    expect(planUsageLine(free(7, 3))).toBe('Free Plan: 7 of 50 links, 3 of 5 collections');
    expect(planUsageLine(pro(7, 3))).toBe('Pro Plan: 7 links, 3 collections');
  });
});

describe('countedCollections', () => {
  it('leaves out "Unsorted", as the limit does', () => {
    const collections = [
      aCollection({ id: 'u', name: 'Unsorted', isDefault: true }),
      aCollection({ id: 'a', name: 'Music' }),
      aCollection({ id: 'b', name: 'Films' }),
    ];
    expect(countedCollections(collections)).toBe(2);
    expect(countedCollections(collections.slice(0, 1))).toBe(0);
  });
});

describe('collectionLimitNote', () => {
  it('speaks only when a limited plan is full', () => {
    expect(collectionLimitNote(free(0, 4))).toBeNull();
    expect(collectionLimitNote(free(0, 5))).toBe(
      'Free Plan: 5 of 5 collections used. Upgrade to add more.',
    );
    expect(collectionLimitNote(free(0, 6))).toBe(
      'Free Plan: 6 of 5 collections used. Upgrade to add more.',
    );
    expect(collectionLimitNote(pro(0, 99))).toBeNull();
    expect(collectionLimitNote(null)).toBeNull();
  });
});
