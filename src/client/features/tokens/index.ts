// What other parts of the client may use of the API tokens feature (issue 16).
export { ApiTokensCard } from './api-tokens-card';
