// What other parts of the client may use of the share feature (docs/product/save-and-share.md): the
// save screen's content, and the sign-in continuation that brings a signed-out user back to it.
export type { SharedData } from './find-shared-link';
export { SaveLink } from './save-link';
export { continuationFor, continuationFrom, SAVE_PATH } from './sign-in-continuation';
export type { SignInContinuation } from './sign-in-continuation';
