// What the browser extension, the web app's connect page and the server agree on about
// connecting an extension (docs/decisions/0080-extension-allow-list-and-pairing.md).

/** A Chromium extension id: 32 letters a to p (a SHA-256 prefix, one letter per hex digit). */
export const EXTENSION_ID_PATTERN = /^[a-p]{32}$/u;

export const isExtensionId = (value: string): boolean => EXTENSION_ID_PATTERN.test(value);

/**
 * The pairing code's letters: 32 of them, so a random byte maps to one without bias, and none
 * that reads as another (no 0, 1, I or O).
 */
export const PAIRING_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Short enough to compare at a glance; 32⁶ ≈ 10⁹ codes. */
export const PAIRING_CODE_LENGTH = 6;

const PAIRING_CODE = new RegExp(`^[${PAIRING_CODE_ALPHABET}]{${PAIRING_CODE_LENGTH}}$`, 'u');

export const isPairingCode = (value: string): boolean => PAIRING_CODE.test(value);
