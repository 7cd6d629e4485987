import type { SecurityEvent, SecurityEventType } from '@shared/contracts/account';
import { formatDate, type DateFormat } from '@client/features/settings';

/** What each security event says to the person whose account it is. */
export const SECURITY_EVENT_LABELS: Record<SecurityEventType, string> = {
  sign_in: 'Signed in',
  sign_in_failed: 'Failed sign-in (wrong password)',
  lockout: 'Sign-in paused after too many wrong passwords',
  refresh_token_reuse: 'A copied session was used: that device was signed out',
  password_changed: 'Password changed',
  session_revoked: 'Device signed out',
  account_deleted: 'Account deleted',
  api_token_created: 'API token created',
  api_token_revoked: 'API token revoked',
  api_token_disconnected: 'API token revoked by the app that used it',
  api_token_revoked_with_sessions: 'API token revoked with your sessions',
};

/** An event as the list shows it: its label, and the token it names (“Laptop script”). */
export const eventLabel = ({ type, detail }: Pick<SecurityEvent, 'type' | 'detail'>): string =>
  detail === null ? SECURITY_EVENT_LABELS[type] : `${SECURITY_EVENT_LABELS[type]}: “${detail}”`;

const pad = (value: number) => String(value).padStart(2, '0');

/** A moment as the person's chosen date format and the local time: "11/24/2026 14:05". */
export function formatDateTime(iso: string, format: DateFormat): string {
  const date = new Date(iso);
  const day = formatDate(iso, format);
  return day ? `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}` : '';
}

/** A device as a person reads it; the server names browsers it knows. */
export const deviceLabel = (device: string | null) => device ?? 'Unknown device';
