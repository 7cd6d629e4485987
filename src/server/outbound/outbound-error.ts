/** Why a fetch failed, for the caller to branch on and the log to show. */
export type OutboundFailureReason =
  | 'invalid_url'
  | 'scheme'
  | 'credentials'
  | 'dns'
  | 'refused_address'
  | 'too_many_redirects'
  | 'bad_redirect'
  | 'http_status'
  | 'content_type'
  | 'body'
  | 'timeout'
  | 'network'
  /** It waited its whole deadline for a turn: the server's outside requests were all busy. */
  | 'busy';

/**
 * The one error a fetch rejects with. The message is for the log: it names hosts, addresses
 * and ports, never a path or a query string (they may carry the user's data). `retry`: the
 * other side may answer later (timeout, network, 429, 5xx), or it never got its turn (busy). `status`: the HTTP status of an
 * `http_status` failure (a 404 or 410 says the page is gone).
 */
export class OutboundError extends Error {
  override readonly name = 'OutboundError';
  constructor(
    readonly reason: OutboundFailureReason,
    message: string,
    readonly retry = false,
    readonly status?: number,
    /** A 429's or 503's Retry-After, in ms from when it was answered. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}
