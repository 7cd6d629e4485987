export { registerExtensionTokenRoutes } from './extension-tokens.routes';
export { registerTokenRoutes } from './tokens.routes';
export { API_TOKEN_REQUESTS_PER_MINUTE, createTokensService } from './tokens.service';
