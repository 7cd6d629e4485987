import { formatDate, type DateFormat } from '@client/features/settings';

/** "Created 11/24/2026", in the person's chosen date format. */
export const createdText = (createdAt: string, format: DateFormat): string =>
  `Created ${formatDate(createdAt, format)}`;

/** "Last used 11/24/2026", or "Never used" until the token's first request. */
export const lastUsedText = (lastUsedAt: string | null, format: DateFormat): string =>
  lastUsedAt === null ? 'Never used' : `Last used ${formatDate(lastUsedAt, format)}`;
