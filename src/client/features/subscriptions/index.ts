// What other parts of the client may use of the subscriptions feature
// (docs/product/subscriptions.md): the screen's content, its title and its path.
export { SubscriptionsPage } from './subscriptions-page';
export { SUBSCRIPTIONS_PATH, SUBSCRIPTIONS_TITLE } from './route';
