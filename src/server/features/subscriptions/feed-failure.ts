import { OutboundError } from '@server/outbound';
import { NOT_A_FEED } from './feed-fetcher';

/**
 * Why a feed could not be read, in the words its subscription card and the follow form show: the
 * site's answer or silence, never the server's internals. The fetcher's messages name hosts only.
 */
export function feedFailureMessage(error: unknown): string {
  if (!(error instanceof OutboundError)) return 'The feed could not be read.';
  switch (error.reason) {
    case 'http_status':
      if (error.status === 404 || error.status === 410) {
        return `The feed is gone (HTTP ${error.status}).`;
      }
      if (error.status === 429) return 'The site asked Vidshelf to slow down (HTTP 429).';
      return `The site answered with an error (HTTP ${error.status ?? 'error'}).`;
    case 'timeout':
      return 'The site did not answer in time.';
    case 'dns':
    case 'network':
      return 'The site could not be reached.';
    case 'busy':
      return 'Vidshelf was busy with other requests; it tries again shortly.';
    case 'refused_address':
      return 'The address is on a private network, which Vidshelf does not reach.';
    case 'content_type':
      return NOT_A_FEED;
    case 'body':
      return error.message === NOT_A_FEED ? NOT_A_FEED : 'The feed could not be read.';
    case 'too_many_redirects':
    case 'bad_redirect':
      return 'The address redirects too often or nowhere.';
    case 'invalid_url':
    case 'scheme':
    case 'credentials':
      return 'Only http:// and https:// addresses without a user name can be followed.';
  }
}
