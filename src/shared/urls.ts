/**
 * An absolute http: or https: URL, or null. The only URLs Vidshelf stores, links or opens:
 * `javascript:`, `data:`, `vbscript:`, relative and unparseable values are all refused.
 */
export function parseHttpUrl(value: string): URL | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
    ? url
    : null;
}

export const isHttpUrl = (value: string): boolean => parseHttpUrl(value) !== null;
