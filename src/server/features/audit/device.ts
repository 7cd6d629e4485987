import Bowser from 'bowser';

/**
 * A person's name for the device a User-Agent speaks for: "Chrome 131 on macOS", "Firefox on
 * Linux", or the raw agent (shortened) for clients no browser table knows (curl, scripts).
 */
export function deviceName(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const { browser, os } = Bowser.parse(userAgent);
  if (!browser.name) return userAgent.slice(0, 80);
  const major = browser.version?.split('.')[0];
  const name = major ? `${browser.name} ${major}` : browser.name;
  return os.name ? `${name} on ${os.name}` : name;
}
