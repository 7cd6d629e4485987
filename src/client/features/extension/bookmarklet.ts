/**
 * The bookmarklet's script for this server: it opens `${origin}${savePath}` with the page's
 * address and title, in a new tab, or in this one when pop-ups are blocked. `origin` goes in as
 * a JSON string literal, so no address can break out of it.
 */
export function bookmarkletCode(origin: string, savePath: string): string {
  const base = JSON.stringify(`${origin}${savePath}`);
  return (
    `(()=>{const u=${base}+'?url='+encodeURIComponent(location.href)` +
    `+'&title='+encodeURIComponent(document.title);` +
    `if(!window.open(u,'_blank'))location.href=u;})()`
  );
}

/**
 * The bookmark's address: a `javascript:` URL, percent-encoded as browsers store it (they
 * decode it before running it).
 */
export function bookmarkletHref(origin: string, savePath: string): string {
  return `javascript:${encodeURIComponent(bookmarkletCode(origin, savePath))}`;
}
