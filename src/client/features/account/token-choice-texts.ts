/**
 * What the account screen says about the API tokens that a password change or "Sign out all
 * other devices" revokes unless the person keeps them (decision 0081), before and after.
 */

export const KEEP_TOKENS_LABEL = 'Keep my API tokens working';
export const TOKENS_WILL_BE_REVOKED =
  'Your API tokens will be revoked too: scripts, the browser extension and phones that use one must be connected again.';
export const TOKENS_WILL_BE_KEPT = 'Your API tokens will keep working.';

/** Under the checkbox: what the action is about to do to the tokens. */
export const tokensNote = (keep: boolean): string =>
  keep ? TOKENS_WILL_BE_KEPT : TOKENS_WILL_BE_REVOKED;

const tokensRevoked = (count: number): string =>
  count === 1 ? '1 API token was revoked' : `${count} API tokens were revoked`;

/** After a password change: the other devices, and the tokens revoked (or kept). */
export function passwordChangedMessage(revokedTokens: number, kept: boolean): string {
  const signedOut = 'Password changed. Your other devices were signed out';
  if (kept) return `${signedOut}; your API tokens still work.`;
  if (revokedTokens === 0) return `${signedOut}.`;
  return `${signedOut} and ${tokensRevoked(revokedTokens)}.`;
}

/** After "Sign out all other devices": how many of each. */
export function signedOutOthersMessage(devices: number, revokedTokens: number): string {
  const signedOut =
    devices === 1 ? '1 device was signed out' : `${devices} devices were signed out`;
  return revokedTokens === 0
    ? `${signedOut}.`
    : `${signedOut} and ${tokensRevoked(revokedTokens)}.`;
}
