/** Who a request acts for, set by the requireAuth middleware. */
export interface AuthContext {
  userId: string;
  sessionId: string;
}

export interface AppEnv {
  Variables: {
    auth: AuthContext;
    /** Who per-address rate limits count the request against (set by clientAddress). */
    clientAddress: string;
  };
}
