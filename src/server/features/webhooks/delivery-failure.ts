import { OutboundError } from '@server/outbound';

/** A delivery's address on the server's own network, which the safe fetcher never reaches. */
export const PRIVATE_ADDRESS_MESSAGE =
  'The address is on a private network, which Vidshelf does not reach.';
/** A pending delivery of a webhook turned off meanwhile: it is not sent. */
export const TURNED_OFF_MESSAGE = 'Not sent: the webhook was turned off.';

/** How one failed try is kept: the log's words, the status if any, and whether to try again. */
export interface DeliveryFailure {
  message: string;
  status: number | null;
  /** Worth another try: the receiver may answer later. */
  retry: boolean;
  /** A 429's or 503's Retry-After, in ms. */
  retryAfterMs: number | undefined;
}

/**
 * Why a try failed, in the words the delivery log shows: the receiver's answer or silence, never
 * the server's internals (the fetcher's messages name hosts and addresses; these do not).
 * Addresses that can never be reached (the server's own network, another scheme) are not tried
 * again; anything else is, a receiver that answered an error status included.
 */
export function deliveryFailure(error: unknown, timeoutMs: number): DeliveryFailure {
  const failure = (message: string, retry = true, status: number | null = null) => ({
    message,
    status,
    retry,
    retryAfterMs: error instanceof OutboundError ? error.retryAfterMs : undefined,
  });
  if (!(error instanceof OutboundError)) return failure('The delivery could not be sent.');
  switch (error.reason) {
    case 'http_status': {
      const status = error.status ?? 0;
      if (status >= 300 && status <= 399) {
        return failure(
          `The receiver answered with a redirect (HTTP ${status}), which Vidshelf does not follow.`,
          true,
          status,
        );
      }
      return failure(`The receiver answered HTTP ${status}.`, true, status);
    }
    case 'timeout':
      return failure(`The receiver did not answer within ${timeoutMs / 1000} seconds.`);
    case 'dns':
      return failure('The receiver’s host name could not be resolved.');
    case 'network':
      return failure('The receiver could not be reached.');
    case 'busy':
      return failure('Vidshelf was busy with other requests; it tries again shortly.');
    case 'refused_address':
      return failure(PRIVATE_ADDRESS_MESSAGE, false);
    case 'invalid_url':
    case 'scheme':
    case 'credentials':
      return failure(
        'Only http:// and https:// addresses without a user name can receive webhooks.',
        false,
      );
    case 'content_type':
    case 'body':
    case 'too_many_redirects':
    case 'bad_redirect':
      return failure('The receiver’s answer could not be read.');
  }
}
