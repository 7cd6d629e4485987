import { describe, expect, it } from 'vitest';
import { statusText } from './status-text';

describe('statusText', () => {
  it('says how each status is doing, a failure with its reason', () => {
    expect(statusText({ status: 'ok', lastError: null })).toBe('OK');
    expect(statusText({ status: 'waiting', lastError: null })).toBe('Waiting for its first check');
    expect(statusText({ status: 'failing', lastError: 'The feed answered 404.' })).toBe(
      'Failing: The feed answered 404.',
    );
    expect(statusText({ status: 'failing', lastError: null })).toBe('Failing');
    expect(statusText({ status: 'paused', lastError: null })).toBe('Paused');
    expect(statusText({ status: 'off', lastError: null })).toBe('Off');
  });

  it('says "Checking..." while an asked check is awaited, unless it is paused or off', () => {
    expect(statusText({ status: 'failing', lastError: 'Timed out.' }, true)).toBe('Checking...');
    expect(statusText({ status: 'ok', lastError: null }, true)).toBe('Checking...');
    expect(statusText({ status: 'paused', lastError: null }, true)).toBe('Paused');
    expect(statusText({ status: 'off', lastError: null }, true)).toBe('Off');
  });
});
