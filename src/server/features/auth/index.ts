export { createAccessTokens } from './access-tokens';
export {
  createAuthRateLimits,
  databaseWindows,
  memoryWindows,
  type AuthRateLimitsConfig,
} from './auth-rate-limits';
export { registerAuthRoutes } from './auth.routes';
export { createAuthService } from './auth.service';
export { refreshTokenChildren } from './refresh-tokens';
