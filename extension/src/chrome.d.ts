// The extension's pages and worker call the `chrome` extension API, typed by @types/chrome.
// Referenced here rather than listed in tsconfig.json's `types`, so it is plain why it is there.
/// <reference types="chrome" />
