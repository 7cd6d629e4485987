// What other parts of the client may use of the account feature (issue 13).
export { AccountCards } from './account-cards';
