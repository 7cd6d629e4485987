/** A signed-in session: who it is, and which of their devices. */
export interface AuthContext {
  userId: string;
  sessionId: string;
}

/**
 * Who a request acts for, set by requireAuth: a signed-in session, or a personal access token
 * (docs/product/extension-and-tokens.md#api-tokens), which only the library API takes.
 */
export type Caller =
  (AuthContext & { tokenId: null }) | { userId: string; sessionId: null; tokenId: string };

export interface AppEnv {
  Variables: {
    auth: Caller;
    /** Who per-address rate limits count the request against (set by clientAddress). */
    clientAddress: string;
  };
}
