import type { DateFormat } from './settings';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A timestamp as a calendar date in the user's time zone and chosen format; empty for a value
 * that is not a date (the card then shows no date rather than "NaN/NaN/NaN").
 */
export function formatDate(iso: string, format: DateFormat): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const year = String(date.getFullYear());
  const month = pad(date.getMonth() + 1);
  const day = pad(date.getDate());
  switch (format) {
    case 'DD/MM/YYYY':
      return `${day}/${month}/${year}`;
    case 'YYYY/MM/DD':
      return `${year}/${month}/${day}`;
    case 'MM/DD/YYYY':
      return `${month}/${day}/${year}`;
  }
}
