import type { LimitType } from '@shared/contracts/library';

/** SPEC §2: over-limit redirects go to /upgrade?limit={limitType}. */
export const upgradePath = (limitType: LimitType): string => `/upgrade?limit=${limitType}`;
