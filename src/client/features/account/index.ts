// What other parts of the client may use of the account feature
// (docs/product/accounts-and-sessions.md).
export { AccountCards } from './account-cards';
