/**
 * docs/product/link-details.md#refresh-details: what "Refresh details" says; the server words why
 * it could not (the codes in use-refresh-details.ts).
 */
export const REFRESH_MESSAGES = {
  refreshing: 'Refreshing details…',
  refreshed: 'Details refreshed',
  unavailable: 'The site says this video is unavailable',
  failed: 'Failed to refresh details. Please try again.',
} as const;
