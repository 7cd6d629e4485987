/**
 * The closed set of error codes the API answers with, as `{ error: { code, message } }`.
 * The client branches on `code`, never on the message.
 */
export const ERROR_CODES = [
  // Auth catalogue (docs/product/errors.md).
  'session_missing',
  'invalid_credentials',
  'weak_password',
  'invalid_jwt',
  'email_exists',
  'signup_disabled',
  'refresh_token_not_found',
  'refresh_token_already_used',
  'session_expired',
  // Account (docs/product/accounts-and-sessions.md): the current password, asked again before a
  // password change or deletion.
  'wrong_password',
  // API tokens (docs/product/extension-and-tokens.md#api-tokens): a token on a route only a
  // signed-in session may use.
  'token_not_allowed',
  /** A browser extension that is neither Vidshelf's nor listed in EXTENSION_IDS (decision 0080). */
  'extension_not_allowed',
  /** Decision 0081: the account has as many API tokens as it may; revoke one first. */
  'token_limit_reached',
  // Library (docs/product/validation.md, roles.md).
  'category_name_taken',
  'default_category_protected',
  'plan_limit_reached',
  /** docs/product/already-saved.md: the link is in the library already; `video` says where. */
  'already_saved',
  // Import (docs/product/import-export.md): a file that is none of the kinds imported, or one
  // import already under way.
  'import_file_invalid',
  'import_in_progress',
  // Details of a saved link (docs/product/link-details.md#refresh-details): looked up on demand
  // (POST /api/videos/{id}/refresh).
  /** The operator turned outside lookups off (METADATA_FETCH); nothing was changed. */
  'lookups_off',
  /** The provider could not be reached; the server looks the video up again later by itself. */
  'lookup_unavailable',
  // Subscriptions (docs/product/subscriptions.md).
  /** The address gave no feed of videos, or could not be reached to find one. */
  'feed_not_found',
  /** The user follows this feed already. */
  'already_following',
  /** The account follows as many feeds as it may (SUBSCRIPTIONS_PER_USER_MAX). */
  'subscription_limit_reached',
  // Webhooks (docs/product/webhooks.md).
  /** The account has as many webhooks as it may (WEBHOOKS_PER_USER_MAX); delete one first. */
  'webhook_limit_reached',
  // Requests.
  'validation_failed',
  'malformed_body',
  'unsupported_media_type',
  'payload_too_large',
  'not_found',
  'method_not_allowed',
  /** Too many sign-ins, sign-ups or refreshes; `Retry-After` says when to try again. */
  'rate_limited',
  /** The data changed meanwhile (another device moved or deleted what the request named). */
  'conflict',
  /**
   * docs/product/local-copy-and-sync.md: the library version the client holds is too old to catch
   * up: load it whole.
   */
  'reload_library',
  /** The request named a host this server does not answer to (ALLOWED_HOSTS; decision 0085). */
  'host_not_allowed',
  // Server side.
  'database_unavailable',
  /**
   * A statement or an idle transaction ran past PostgreSQL's timeout
   * (docs/product/reliability.md#timeouts).
   */
  'database_timeout',
  /** Too much is under way on the server (downloads, outside fetches): try again shortly. */
  'server_busy',
  'internal_error',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export type WeakPasswordReasonCode = 'length' | 'guessable';
export interface WeakPasswordReason {
  code: WeakPasswordReasonCode;
  message: string;
}

export interface ApiErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    /** Present on `weak_password`: why the password was refused. */
    reasons?: WeakPasswordReason[];
    /** On `validation_failed`: the request field at fault, e.g. `name` or `url`. */
    field?: string;
    /** Present on `plan_limit_reached`: which limit; the client goes to /upgrade?limit=… */
    limitType?: 'category' | 'video';
    /** Present on `already_saved`: the video already in the library, and its collection. */
    video?: { id: string; categoryId: string; categoryName: string };
  };
}

/** The message a code carries when the server has nothing more specific to say. */
export const DEFAULT_ERROR_MESSAGES: Record<ErrorCode, string> = {
  session_missing: 'Auth session missing!',
  invalid_credentials: 'Invalid login credentials',
  weak_password: 'Password is too weak.',
  invalid_jwt: 'Invalid JWT: the access token is invalid or has expired.',
  email_exists: 'A user with this email address has already been registered.',
  signup_disabled: 'Signups not allowed for this instance.',
  refresh_token_not_found: 'Invalid Refresh Token: Refresh Token Not Found',
  refresh_token_already_used: 'Invalid Refresh Token: Already Used',
  session_expired: 'Session expired. Please sign in again.',
  wrong_password: 'The current password is not correct.',
  token_not_allowed: 'API tokens cannot do this.',
  extension_not_allowed: 'This extension is not allowed to connect to this Vidshelf.',
  token_limit_reached: 'This account has as many API tokens as it may: revoke one first.',
  category_name_taken:
    'A collection with this name already exists. Please choose a different name.',
  default_category_protected: "The 'Unsorted' collection is the default collection.",
  plan_limit_reached: 'You have reached the limit of your plan.',
  already_saved: 'This link is in your library already.',
  import_file_invalid: 'This file cannot be imported.',
  import_in_progress: 'An import is already under way.',
  lookups_off: 'Looking up details is turned off on this server.',
  lookup_unavailable: 'The video’s site could not be reached. Vidshelf will try again later.',
  feed_not_found: 'No feed of videos was found at this address.',
  already_following: 'You already follow this.',
  subscription_limit_reached:
    'You follow as many channels and feeds as you may. Unfollow one to follow another.',
  webhook_limit_reached:
    'You have 5 webhooks, the most an account may have: delete one before you add another.',
  validation_failed: 'The request is not valid.',
  malformed_body: 'The request body is not valid JSON.',
  unsupported_media_type: 'Send the request body as application/json.',
  payload_too_large: 'The request body is too large.',
  not_found: 'Not found.',
  method_not_allowed: 'Method not allowed.',
  rate_limited: 'Too many attempts. Please wait and try again.',
  conflict: 'The library changed meanwhile. Reload and try again.',
  reload_library: 'This copy of the library is too old to update. Load it again in full.',
  host_not_allowed:
    'This server does not answer to this host name. Its operator can allow it in ALLOWED_HOSTS.',
  database_unavailable: 'The database is unavailable. Please try again shortly.',
  database_timeout: 'The request took too long. Please try again.',
  server_busy: 'The server is busy. Please try again shortly.',
  internal_error: 'Something went wrong on our side. Please try again.',
};

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}
