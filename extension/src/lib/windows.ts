// Where the extension's pages open: the popup as a small window (for a link from the context
// menu), and Vidshelf's pages as tabs of the browser.

/** Sized for the popup's content, like the toolbar's own popup. */
export const POPUP_WINDOW = { width: 380, height: 460 } as const;

/** popup.html for one link: the popup saves `?url=` instead of the active tab. */
export const popupForLink = (linkUrl: string): string =>
  `popup.html?${new URLSearchParams({ url: linkUrl })}`;
