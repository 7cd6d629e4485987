// What other parts of the client may use of the API tokens feature
// (docs/product/extension-and-tokens.md#api-tokens).
export { ApiTokensCard } from './api-tokens-card';
