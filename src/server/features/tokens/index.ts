export { registerExtensionTokenRoutes } from './extension-tokens.routes';
export { registerTokenRoutes } from './tokens.routes';
export { revokeUserTokens } from './tokens.repo';
export {
  API_TOKEN_MAKING_WINDOW_MS,
  API_TOKEN_REQUESTS_PER_MINUTE,
  API_TOKENS_MADE_PER_HOUR,
  createTokensService,
} from './tokens.service';
