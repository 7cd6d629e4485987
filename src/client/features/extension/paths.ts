/**
 * The help page the user menu's "Browser extension" entry opens
 * (docs/product/extension-and-tokens.md).
 */
export const EXTENSION_HELP_PATH = '/extension';

/** Where the extension's popup sends the user to approve it (the plan's connect flow, step 2). */
export const CONNECT_EXTENSION_PATH = '/connect/extension';
