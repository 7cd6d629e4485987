import type { LimitType } from '@shared/contracts/library';

/** docs/product/screens-and-routes.md: over-limit redirects go to /upgrade?limit={limitType}. */
export const upgradePath = (limitType: LimitType): string => `/upgrade?limit=${limitType}`;
