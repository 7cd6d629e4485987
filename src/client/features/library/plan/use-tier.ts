import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Tier } from '@shared/contracts/auth';
import { useAuth } from '@client/features/auth';
import { useLibraryApi } from '../query/use-library-api';

export interface TierState {
  /** Null while unknown: loading, signed out, or the check failed. */
  tier: Tier | null;
  /** True until the check answers or fails, so a page can tell waiting from not knowing. */
  loading: boolean;
}

/**
 * The user's tier, from the limits check (SPEC §3 "Tier info"). Keyed by user, so it reloads
 * when the user changes; sign-out empties the query cache.
 */
export function useTierState(): TierState {
  const { user } = useAuth();
  const api = useLibraryApi();
  const query = useQuery({
    queryKey: ['tier', user?.id ?? ''],
    queryFn: async () => (await api.checkLimits('video')).tier,
    enabled: user !== null,
  });
  // SPEC §8: a failed limits check is logged to the console.
  useEffect(() => {
    if (query.error) console.error('Loading the plan failed:', query.error);
  }, [query.error]);
  return { tier: query.data ?? null, loading: user !== null && query.isPending };
}

/** The user's tier, null while unknown. */
export function useTier(): Tier | null {
  return useTierState().tier;
}
