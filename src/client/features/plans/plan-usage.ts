import type { Tier } from '@shared/contracts/auth';
import type { Collection } from '@shared/contracts/library';
import { plural } from '@shared/plural';

/** What the user's plan holds and how much of it is used; a null limit is unlimited (Pro). */
export interface PlanUsage {
  tier: Tier;
  videos: number;
  videoLimit: number | null;
  collections: number;
  collectionLimit: number | null;
}

/**
 * The collections the plan counts: all but the default "Unsorted", as the server counts them
 * for its limit (`readUsage`, `countCollections`).
 */
export const countedCollections = (collections: readonly Collection[]): number =>
  collections.filter((collection) => !collection.isDefault).length;

const usagePart = (count: number, limit: number | null, one: string, many: string): string =>
  limit === null ? plural(count, one, many) : `${count} of ${plural(limit, one, many)}`;

/** "7 of 50 links, 3 of 5 collections" on Free; "7 links, 3 collections" with no limits (Pro). */
export const planUsageText = (usage: PlanUsage): string =>
  `${usagePart(usage.videos, usage.videoLimit, 'link', 'links')}, ${usagePart(usage.collections, usage.collectionLimit, 'collection', 'collections')}`;

/** The plan's name as the upgrade page's cards spell it. */
export const planName = (tier: Tier): string => (tier === 'pro' ? 'Pro Plan' : 'Free Plan');

/** "Free Plan: 7 of 50 links, 3 of 5 collections" */
export const planUsageLine = (usage: PlanUsage): string =>
  `${planName(usage.tier)}: ${planUsageText(usage)}`;

/**
 * Said at the add-collection button when the plan has no room for another collection, so a
 * free user knows before typing a name; null while there is room (or the plan is unknown).
 */
export function collectionLimitNote(usage: PlanUsage | null): string | null {
  if (!usage || usage.collectionLimit === null || usage.collections < usage.collectionLimit) {
    return null;
  }
  return `${planName(usage.tier)}: ${usage.collections} of ${plural(usage.collectionLimit, 'collection', 'collections')} used. Upgrade to add more.`;
}
