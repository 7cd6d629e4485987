import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Tier } from '@shared/contracts/auth';
import type { Collection } from '@shared/contracts/library';
import { useAuth } from '@client/features/auth';
import { useLibraryApi } from '@client/features/library';
import { countedCollections, type PlanUsage } from './plan-usage';

export interface TierState {
  /** Null while unknown: loading, signed out, or the check failed. */
  tier: Tier | null;
  /** True until the check answers or fails, so a page can tell waiting from not knowing. */
  loading: boolean;
}

/**
 * The limits check's answer (docs/product/entities.md "Tier info"): the tier and the limits the
 * server enforces. Keyed by user, so it reloads when the user changes; sign-out empties the cache.
 */
function useTierInfo() {
  const { user } = useAuth();
  const api = useLibraryApi();
  const query = useQuery({
    queryKey: ['tier', user?.id ?? ''],
    queryFn: () => api.checkLimits('video'),
    enabled: user !== null,
  });
  return { query, loading: user !== null && query.isPending };
}

/** The user's tier, from the limits check; a failed check is logged (docs/product/errors.md). */
export function useTierState(): TierState {
  const { query, loading } = useTierInfo();
  useEffect(() => {
    if (query.error) console.error('Loading the plan failed:', query.error);
  }, [query.error]);
  return { tier: query.data?.tier ?? null, loading };
}

/** The user's tier, null while unknown. */
export function useTier(): Tier | null {
  return useTierState().tier;
}

/**
 * The plan's usage, counted live from the library in memory against the limits the server
 * reported (its counts are a snapshot, the library is current). Null while the plan is unknown
 * or the library not loaded (a loaded library always holds "Unsorted", so it has a collection).
 */
export function usePlanUsage(
  videoCount: number,
  collections: readonly Collection[],
): PlanUsage | null {
  const info = useTierInfo().query.data;
  if (!info || collections.length === 0) return null;
  return {
    tier: info.tier,
    videos: videoCount,
    videoLimit: info.videoLimit,
    collections: countedCollections(collections),
    collectionLimit: info.categoryLimit,
  };
}
