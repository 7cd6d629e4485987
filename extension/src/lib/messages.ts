// Every word the extension shows, in one place: the tests assert these exact texts.

export const MESSAGES = {
  // Connecting (popup, not connected).
  connectHeading: 'Connect to Vidshelf',
  connectIntro: 'Connect this browser to your Vidshelf to save pages and videos in one click.',
  addressLabel: 'Vidshelf address',
  addressRequired: 'Enter the address of your Vidshelf, e.g. http://localhost:3000.',
  addressInvalid: 'This is not a web address. Enter one like http://localhost:3000.',
  addressNotHttp: 'A Vidshelf address starts with http:// or https://.',
  connect: 'Connect',
  waitingForApproval: 'Approve the connection in the Vidshelf tab that opened.',
  pairingCode: 'Pairing code:',
  pairingCodeHint: 'Connect there only if the Vidshelf tab shows this same code.',
  disconnected: 'Disconnected. This browser no longer has access to your Vidshelf.',
  disconnectedNotRevoked: (baseUrl: string) =>
    `Disconnected, but Vidshelf could not be reached at ${baseUrl} to revoke this browser's token: revoke it in Settings → API tokens.`,

  // Saving (popup, connected).
  saveHeading: 'Save to Vidshelf',
  collectionLabel: 'Collection',
  loading: 'Loading…',
  saving: 'Saving…',
  saved: (collection: string) => `Saved to ${collection}.`,
  moving: (collection: string) => `Moving to ${collection}…`,
  moved: (collection: string) => `Moved to ${collection}.`,
  alreadySaved: (collection: string) => `Already in your library in ${collection}.`,
  openInVidshelf: 'Open in Vidshelf',
  saveAgain: 'Save again',
  upgrade: 'Upgrade',
  cannotSave: "This page can't be saved.",
  notConnected: 'This browser is no longer connected to Vidshelf.',
  connectAgain: 'Connect again',
  unreachable: (baseUrl: string) => `Vidshelf can't be reached at ${baseUrl}.`,
  tryAgain: 'Try again',
  unexpectedAnswer: 'Vidshelf answered in a way this extension does not understand.',
  httpStatus: (status: number) => `Vidshelf answered with an error (${status}). Please try again.`,
  noCollections: 'Your library has no collection to save into.',
  connectedAs: (host: string, email: string) => `Connected to ${host} as ${email}.`,
  disconnect: 'Disconnect',

  // connected.html.
  connectedPage: (email: string) => `Connected to Vidshelf as ${email}. You can close this tab.`,
  notAskedFor:
    'This connection was not asked for by this browser, or it took too long. Click Connect in the Vidshelf popup to try again.',

  // Context menu.
  saveLinkMenu: 'Save link to Vidshelf',
} as const;
