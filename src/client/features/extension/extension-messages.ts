// The texts of the extension's help page and of the connect screen
// (docs/product/extension-and-tokens.md), exactly as shown. In the help page's steps, `backticks`
// mark what shows as code (a command, a folder, an address).

/** The extension step that shows this server's address to copy. */
const ADDRESS_STEP = 'Enter this server’s address and click Connect:';

/** `/extension`: how to save from outside Vidshelf. */
export const HELP_MESSAGES = {
  title: 'Save from anywhere',
  intro:
    'Save a video from wherever you watch it: with the browser extension, a bookmarklet, your phone’s share menu, or a script.',

  extensionHeading: 'Browser extension',
  extensionIntro: 'For Chrome, Edge, Brave and other Chromium browsers on a computer.',
  extensionSteps: [
    'In the Vidshelf folder on the server, run `npm run build:extension`. It writes the extension to `dist/extension`.',
    'In the browser, open `chrome://extensions` and turn on Developer mode.',
    'Click Load unpacked and choose the `dist/extension` folder.',
    'Pin Vidshelf to the toolbar (from the puzzle-piece menu), then click its button.',
    ADDRESS_STEP,
    'In the tab that opens, check the account and that the pairing code matches the one in the popup, then click Connect.',
  ],
  addressStep: ADDRESS_STEP,
  extensionUseHeading: 'Once it is connected',
  extensionUses: [
    'The toolbar button saves the current tab. On a YouTube watch page it saves that video.',
    'Right-click a link and choose Save link to Vidshelf.',
  ],
  disconnectBefore:
    'To disconnect, click Disconnect in the extension’s popup, or revoke its token in ',
  disconnectAfter: '.',

  addressLabel: 'Vidshelf address',
  copy: 'Copy',
  copied: 'Copied',
  addressCopied: 'The address is on the clipboard.',
  copyFailed: 'The address could not be copied: select it and copy it yourself.',

  bookmarkletHeading: 'Bookmarklet',
  bookmarkletIntro:
    'For any other browser: drag this link to your bookmarks bar. Then, on any page, click the bookmark to save that page in Vidshelf.',
  bookmarkletLink: 'Save to Vidshelf',
  bookmarkletClicked: 'Drag the link to your bookmarks bar: clicking it here does nothing.',

  phoneHeading: 'Phone',
  phoneSteps: [
    'Open Vidshelf in your phone’s browser and install it: choose Install app, or Add to Home screen, in the browser’s menu.',
    'In any app, YouTube included, tap Share and choose Vidshelf. The link opens in Vidshelf’s save screen with your last collection chosen: one tap saves it.',
  ],
  phoneIos:
    'On an iPhone or iPad, Safari’s Add to Home Screen installs Vidshelf, but iOS does not offer web apps in the Share menu: copy the link and use Add Video in Vidshelf, or use the bookmarklet in Safari.',

  apiHeading: 'Scripts and the API',
  apiBefore: 'A script or another tool can save videos with an API token: make one in ',
  apiMiddle: ' and send it as `Authorization: Bearer …`. The API is described in ',
  apiAfter: '. The README has a `curl` example that saves a video into a named collection.',

  tokensLink: 'Settings → API tokens',
} as const;

/** `/connect/extension`: approving the extension in this browser. */
export const CONNECT_MESSAGES = {
  title: 'Connect the browser extension',
  connect: 'Connect',
  cancel: 'Cancel',
  notValid: 'This connection link is not valid.',
  cancelled: 'Not connected. You can close this tab.',
  backToApp: 'Back to Vidshelf',
  checking: 'Checking the extension…',
  extensionLabel: 'Extension',
  officialName: 'Vidshelf',
  selfBuiltName: 'A self-built copy of the Vidshelf extension',
  extensionIdLabel: 'Extension id',
  pairingCodeLabel: 'Pairing code',
  codeMatches: 'The extension’s popup shows this same pairing code.',
  confirmCodeFirst:
    'First check that the extension’s popup shows this pairing code, and tick the box to say so.',
} as const;

/**
 * An extension this server does not connect opened the page: not the Vidshelf extension, nor a
 * copy listed in EXTENSION_IDS (decision 0080).
 */
export const notAllowed = (extensionId: string): string =>
  `The extension that opened this page (id ${extensionId}) is not one this Vidshelf connects, so nothing was shared with it. Only the Vidshelf extension, and self-built copies listed in the server’s EXTENSION_IDS setting, can connect.`;

/** What Connect does, with the name the new token will have (token-name.ts). */
export const connectExplanation = (tokenName: string): string =>
  `Connect makes an API token named “${tokenName}” for the Vidshelf extension in this browser. With it, the extension can see your collections and save links to your library; it cannot change your password or your account. You can revoke it at any time in Settings → API tokens.`;

/** Which account the extension will save into. */
export const signedInAs = (email: string): string => `Signed in as ${email}`;
