// What other features may use of the settings.
export { DATE_FORMATS, DEFAULT_SETTINGS } from './settings';
export type { DateFormat, Settings } from './settings';
export { useSettings } from './use-settings';
export { formatDate } from './date-format';
export { ConfirmationsCard } from './confirmations-card';
export { DateFormatCard } from './date-format-card';
export { PlaybackCard } from './playback-card';
