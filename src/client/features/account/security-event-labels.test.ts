import { describe, expect, it } from 'vitest';
import { SECURITY_EVENT_TYPES } from '@shared/contracts/account';
import {
  SECURITY_EVENT_LABELS,
  deviceLabel,
  eventLabel,
  formatDateTime,
} from './security-event-labels';

describe('security event texts', () => {
  it('name every event type', () => {
    for (const type of SECURITY_EVENT_TYPES) expect(SECURITY_EVENT_LABELS[type]).toBeTruthy();
  });

  it('name the API token an event is about', () => {
    expect(eventLabel({ type: 'api_token_created', detail: 'Laptop script' })).toBe(
      'API token created: “Laptop script”',
    );
    expect(eventLabel({ type: 'api_token_revoked_with_sessions', detail: 'Phone' })).toBe(
      'API token revoked with your sessions: “Phone”',
    );
    expect(eventLabel({ type: 'password_changed', detail: null })).toBe('Password changed');
  });

  it('show a moment in the chosen date format with the local time', () => {
    const moment = new Date(2026, 10, 24, 9, 5).toISOString();
    expect(formatDateTime(moment, 'DD/MM/YYYY')).toBe('24/11/2026 09:05');
    expect(formatDateTime(moment, 'MM/DD/YYYY')).toBe('11/24/2026 09:05');
    expect(formatDateTime('not a date', 'MM/DD/YYYY')).toBe('');
  });

  it('call a device without a known browser "Unknown device"', () => {
    expect(deviceLabel(null)).toBe('Unknown device');
    expect(deviceLabel('Firefox 133 on Linux')).toBe('Firefox 133 on Linux');
  });
});
