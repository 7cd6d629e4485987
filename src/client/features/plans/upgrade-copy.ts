import {
  FREE_COLLECTION_LIMIT,
  FREE_PRICE_USD,
  FREE_VIDEO_LIMIT,
  PRO_PRICE_USD,
} from '@shared/constants';
import type { Tier } from '@shared/contracts/auth';
import type { LimitType } from '@shared/contracts/library';
import * as v from 'valibot';
import { LimitTypeCheck } from '@client/lib/contracts/library-checks';

/**
 * `?limit=category` or `?limit=video` (docs/product/screens-and-routes.md); anything else is no
 * limit.
 */
export function limitFromQuery(value: string | null): LimitType | null {
  return v.is(LimitTypeCheck, value) ? value : null;
}

/**
 * The upgrade page's heading and lead, by the limit parameter (docs/product/screens-and-routes.md):
 * which limit was reached and what Pro changes. A Pro user has no limit to reach and nothing to
 * upgrade to, so they are told what their plan holds instead (docs/product/honest-screens.md); an
 * unknown tier reads as Free.
 */
export function upgradeIntro(
  limit: LimitType | null,
  tier: Tier | null = null,
): { heading: string; text: string } {
  if (tier === 'pro') return proIntro(limit);
  switch (limit) {
    case 'category':
      return {
        heading: "You've reached your collection limit",
        text: `The Free Plan holds up to ${FREE_COLLECTION_LIMIT} collections. Upgrade to Pro for unlimited collections, so every topic gets its own.`,
      };
    case 'video':
      return {
        heading: "You've reached your URL limit",
        text: `The Free Plan holds up to ${FREE_VIDEO_LIMIT} URLs. Upgrade to Pro to save as many videos as you like.`,
      };
    case null:
      return {
        heading: 'Upgrade to Pro',
        text: 'One payment unlocks unlimited collections and URLs, for life.',
      };
  }
}

function proIntro(limit: LimitType | null): { heading: string; text: string } {
  switch (limit) {
    case 'category':
      return {
        heading: 'Pro has no collection limit',
        text: 'Add as many collections as you like, so every topic gets its own.',
      };
    case 'video':
      return { heading: 'Pro has no URL limit', text: 'Save as many videos as you like.' };
    case null:
      return {
        heading: 'You have the Pro Plan',
        text: 'Unlimited collections and URLs, for life.',
      };
  }
}

/** A word the shell takes as it is, or single-quoted so that it stays one argument. */
export function shellWord(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;
}

/**
 * The operator's command that grants this user Pro (README, "Operators' command line"): on a
 * self-hosted server nothing is bought; the operator sets the tier.
 */
export const grantProCommand = (email: string): string =>
  `npm run cli -- set-tier --email ${shellWord(email)} --tier pro`;

const USD = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
});

/** "$0", "$49.99": whole amounts without cents. */
export const formatUsd = (amount: number): string => USD.format(amount);

/** The two plans of docs/product/limits.md, as the cards list them. */
export const PLANS = {
  free: {
    name: 'Free Plan',
    price: formatUsd(FREE_PRICE_USD),
    period: '/month',
    features: [`${FREE_COLLECTION_LIMIT} collections`, `${FREE_VIDEO_LIMIT} URLs`],
  },
  pro: {
    name: 'Pro Plan',
    price: formatUsd(PRO_PRICE_USD),
    period: 'once, lifetime access',
    features: [
      'Unlimited collections',
      'Unlimited URLs',
      'Advanced video management',
      'Priority support',
    ],
  },
} as const;

/**
 * docs/product/screens-and-routes.md: "Current" on the user's plan; Pro is "Recommended" to
 * everyone not on it.
 */
export function planBadges(tier: Tier | null): { free: string | null; pro: string } {
  return {
    free: tier === 'free' ? 'Current' : null,
    pro: tier === 'pro' ? 'Current' : 'Recommended',
  };
}
