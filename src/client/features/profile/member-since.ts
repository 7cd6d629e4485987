const LONG_US_DATE = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

/**
 * docs/product/screens-and-routes.md "Member since": the account's creation day as a long US date
 * in the user's time zone ("November 21, 2026"), or "Unknown" when there is no readable date.
 */
export function formatMemberSince(createdAt: string | null | undefined): string {
  if (!createdAt) return 'Unknown';
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? 'Unknown' : LONG_US_DATE.format(date);
}
