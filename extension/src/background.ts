import { MESSAGES } from './lib/messages';
import { POPUP_WINDOW, popupForLink } from './lib/windows';

// The service worker: the right-click entry on links. The toolbar button needs nothing here
// (manifest.json gives it popup.html).

const SAVE_LINK_MENU_ID = 'save-link';

// Menu entries outlive the worker, so they are made once per install or update.
chrome.runtime.onInstalled.addListener(() => {
  chrome.contextMenus.create({
    id: SAVE_LINK_MENU_ID,
    title: MESSAGES.saveLinkMenu,
    contexts: ['link'],
    // Only what Vidshelf can save: no mailto:, javascript: or chrome:// links.
    targetUrlPatterns: ['http://*/*', 'https://*/*'],
  });
});

// The toolbar popup cannot be opened for a link, so the same page opens in a small window.
chrome.contextMenus.onClicked.addListener((info) => {
  if (info.menuItemId !== SAVE_LINK_MENU_ID || !info.linkUrl) return;
  void chrome.windows.create({ url: popupForLink(info.linkUrl), type: 'popup', ...POPUP_WINDOW });
});
