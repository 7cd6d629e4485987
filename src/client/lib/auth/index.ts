export { AuthClient, createAuthClient } from './auth-client';
export { checkedApi, type AuthorizedFetch } from './checked-api';
export type { SessionResult, SettingsResult, UserResult } from './auth-client';
export {
  AuthError,
  errorFromResponse,
  isAuthError,
  networkError,
  unexpectedResponse,
} from './errors';
export type { AuthErrorCode } from './errors';
export type {
  AuthChangeEvent,
  AuthClientOptions,
  AuthStateListener,
  Session,
  StorageLike,
  User,
} from './types';
