// What other parts of the client may use of the extension feature
// (docs/product/extension-and-tokens.md): the help page the user menu opens, the screen that
// connects the browser extension, and their paths.
export { ConnectExtension } from './connect-extension';
export { ExtensionHelp } from './extension-help';
export { CONNECT_MESSAGES, HELP_MESSAGES } from './extension-messages';
export { CONNECT_EXTENSION_PATH, EXTENSION_HELP_PATH } from './paths';
