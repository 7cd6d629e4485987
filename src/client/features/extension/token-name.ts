import Bowser from 'bowser';

const BASE_NAME = 'Browser extension';

/**
 * The server's longest token name (API_TOKEN_NAME_MAX_LENGTH of the shared contract, a module
 * the client bundle does not import since it brings zod; a test keeps the two equal).
 */
export const TOKEN_NAME_MAX_LENGTH = 100;

/**
 * The name of the token made for the extension, after the browser that approved it, e.g.
 * "Browser extension (Chrome on Linux)", so Settings → API tokens tells them apart. Without a
 * version, unlike the devices list: the token outlives browser updates.
 */
export function extensionTokenName(userAgent: string): string {
  if (!userAgent.trim()) return BASE_NAME;
  const { browser, os } = Bowser.parse(userAgent);
  if (!browser.name) return BASE_NAME;
  const where = os.name ? `${browser.name} on ${os.name}` : browser.name;
  const name = `${BASE_NAME} (${where})`;
  return name.length <= TOKEN_NAME_MAX_LENGTH ? name : BASE_NAME;
}
