import { STORAGE_PREFIX } from '@shared/constants';

/** The three date formats of docs/product/limits.md; the first is the default. */
export const DATE_FORMATS = ['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY/MM/DD'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

/** docs/product/entities.md "Settings kept in the browser" (the theme has a key of its own). */
export interface Settings {
  dateFormat: DateFormat;
  showDeleteModal: boolean;
}

export const SETTINGS_STORAGE_KEY = `${STORAGE_PREFIX}settings`;

export const DEFAULT_SETTINGS: Settings = { dateFormat: 'MM/DD/YYYY', showDeleteModal: true };

export const isDateFormat = (value: unknown): value is DateFormat =>
  DATE_FORMATS.some((format) => format === value);

/**
 * Settings from what storage holds. Anything missing, unreadable or of the wrong type takes its
 * default, field by field, so one bad value never costs the user the other.
 */
export function parseSettings(stored: string | null): Settings {
  let value: unknown = null;
  try {
    value = stored === null ? null : JSON.parse(stored);
  } catch {
    // Not JSON: written by something else; defaults it is.
  }
  const record =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return {
    dateFormat: isDateFormat(record.dateFormat) ? record.dateFormat : DEFAULT_SETTINGS.dateFormat,
    showDeleteModal:
      typeof record.showDeleteModal === 'boolean'
        ? record.showDeleteModal
        : DEFAULT_SETTINGS.showDeleteModal,
  };
}
