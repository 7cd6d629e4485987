import { describe, expect, it } from 'vitest';
import { API_TOKEN_NAME_MAX_LENGTH } from '@shared/contracts/tokens';
import { extensionTokenName, TOKEN_NAME_MAX_LENGTH } from './token-name';

const AGENTS = {
  chromeLinux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  headlessChromeLinux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
  chromeMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
};

describe('extensionTokenName', () => {
  it('names the browser and the system, without a version', () => {
    expect(extensionTokenName(AGENTS.chromeLinux)).toBe('Browser extension (Chrome on Linux)');
    expect(extensionTokenName(AGENTS.headlessChromeLinux)).toBe(
      'Browser extension (Chrome on Linux)',
    );
    expect(extensionTokenName(AGENTS.chromeMac)).toBe('Browser extension (Chrome on macOS)');
    expect(extensionTokenName(AGENTS.edgeWindows)).toBe(
      'Browser extension (Microsoft Edge on Windows)',
    );
  });

  it('falls back to the plain name for an agent no browser table knows', () => {
    expect(extensionTokenName('')).toBe('Browser extension');
    expect(extensionTokenName('   ')).toBe('Browser extension');
    expect(extensionTokenName('curl/8.5.0')).toBe('Browser extension');
  });
});

describe('TOKEN_NAME_MAX_LENGTH', () => {
  it('is the server’s limit', () => {
    expect(TOKEN_NAME_MAX_LENGTH).toBe(API_TOKEN_NAME_MAX_LENGTH);
  });
});
