import {
  CHANNEL_NAME_MAX_LENGTH,
  VIDEO_TITLE_MAX_LENGTH,
  VIDEO_URL_MAX_LENGTH,
} from '@shared/constants';
import { formatDuration } from '@shared/duration';
import { capLength } from '@shared/text';
import { parseHttpUrl } from '@shared/urls';

/** The fields of an answer Vidshelf uses, each present only if usable. */
export interface OembedFields {
  title?: string;
  author_name?: string;
  thumbnail_url?: string;
  duration?: string;
}

/**
 * Why an oEmbed answer was not used; the message goes to the log, nothing else. `kind` says what
 * it means: `unavailable`, the service may answer later (busy, down, unreachable); `queued`, this
 * server's own outside requests were all taken until the deadline, so the service was never
 * asked; `gone`, it answered that the video is private or removed (401, 403, 404); `unknown`, an
 * answer that will not change (a bad request, an unusable body, a redirect).
 */
export class LookupFailure extends Error {
  constructor(
    message: string,
    readonly kind: 'unknown' | 'unavailable' | 'queued' | 'gone' = 'unknown',
  ) {
    super(message);
  }
}

/** The body as text, refused as soon as it is known to pass `maxBytes`. */
export async function readBody(response: Response, maxBytes: number): Promise<string> {
  const discard = () => void response.body?.cancel().catch(() => undefined);
  if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
    discard();
    throw new LookupFailure(`redirect (HTTP ${response.status}) not followed`);
  }
  if (!response.ok) {
    discard();
    // Too many requests, or the service failing: it may answer later. 401 (private), 403 (not
    // embeddable, or private) and 404 (removed) say the video is gone; any other refusal (400:
    // not a video) will not change.
    const busy = response.status === 429 || response.status >= 500;
    const gone = [401, 403, 404].includes(response.status);
    throw new LookupFailure(
      `HTTP ${response.status}`,
      busy ? 'unavailable' : gone ? 'gone' : 'unknown',
    );
  }
  const declared = Number(response.headers.get('content-length'));
  if (declared > maxBytes) {
    discard();
    throw new LookupFailure(`Content-Length ${declared} over ${maxBytes} bytes`);
  }
  if (!response.body) return '';

  const reader = response.body.getReader();
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let size = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      void reader.cancel().catch(() => undefined);
      throw new LookupFailure(`body over ${maxBytes} bytes`);
    }
    try {
      text += decoder.decode(value, { stream: true });
    } catch {
      throw new LookupFailure('body is not UTF-8');
    }
  }
  return text + decoder.decode();
}

/**
 * The fields used, each only if usable (anything else is untrusted): title and author_name
 * non-empty strings, capped; thumbnail_url an absolute http(s) URL no longer than a link may
 * be; duration whole seconds (a number, or digits in a string as Vimeo once sent).
 */
export function readAnswer(text: string): OembedFields {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new LookupFailure('malformed JSON');
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new LookupFailure('answer is not a JSON object');
  }
  const fields = data as Record<string, unknown>;
  const title = nonEmptyString(fields.title);
  const author = nonEmptyString(fields.author_name);
  const answer: OembedFields = {};
  if (title !== undefined) answer.title = capLength(title, VIDEO_TITLE_MAX_LENGTH);
  if (author !== undefined) answer.author_name = capLength(author, CHANNEL_NAME_MAX_LENGTH);
  const thumbnail = imageUrl(fields.thumbnail_url);
  if (thumbnail !== undefined) answer.thumbnail_url = thumbnail;
  const duration = wholeSeconds(fields.duration);
  if (duration !== undefined) answer.duration = duration;
  return answer;
}

/** An absolute http(s) URL without credentials, as the URL parser writes it; else none. */
function imageUrl(value: unknown): string | undefined {
  const url = typeof value === 'string' ? parseHttpUrl(value) : null;
  if (!url || url.username !== '' || url.password !== '') return undefined;
  return url.href.length <= VIDEO_URL_MAX_LENGTH ? url.href : undefined;
}

/**
 * A length in whole seconds as the `duration` column holds it ("213"), rounded; none for
 * anything the badge would not show (zero, negative, over a week, not a number).
 */
function wholeSeconds(value: unknown): string | undefined {
  const seconds =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*\d{1,9}(\.\d+)?\s*$/.test(value)
        ? Number(value)
        : Number.NaN;
  if (!Number.isFinite(seconds)) return undefined;
  const whole = String(Math.round(seconds));
  return formatDuration(whole) === null ? undefined : whole;
}

function nonEmptyString(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}
