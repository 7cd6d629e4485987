import { describe, expect, it } from 'vitest';
import { passwordChangedMessage, signedOutOthersMessage, tokensNote } from './token-choice-texts';

describe('what the account screen says about API tokens', () => {
  it('says before the action whether they will be revoked', () => {
    expect(tokensNote(false)).toBe(
      'Your API tokens will be revoked too: scripts, the browser extension and phones that use one must be connected again.',
    );
    expect(tokensNote(true)).toBe('Your API tokens will keep working.');
  });

  it('says after a password change how many were revoked, or that they were kept', () => {
    expect(passwordChangedMessage(0, false)).toBe(
      'Password changed. Your other devices were signed out.',
    );
    expect(passwordChangedMessage(1, false)).toBe(
      'Password changed. Your other devices were signed out and 1 API token was revoked.',
    );
    expect(passwordChangedMessage(3, false)).toBe(
      'Password changed. Your other devices were signed out and 3 API tokens were revoked.',
    );
    expect(passwordChangedMessage(0, true)).toBe(
      'Password changed. Your other devices were signed out; your API tokens still work.',
    );
  });

  it('says after signing out the other devices how many devices and tokens went', () => {
    expect(signedOutOthersMessage(1, 0)).toBe('1 device was signed out.');
    expect(signedOutOthersMessage(2, 0)).toBe('2 devices were signed out.');
    expect(signedOutOthersMessage(2, 1)).toBe(
      '2 devices were signed out and 1 API token was revoked.',
    );
    expect(signedOutOthersMessage(1, 4)).toBe(
      '1 device was signed out and 4 API tokens were revoked.',
    );
  });
});
