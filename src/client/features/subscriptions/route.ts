// The screen's path and name, apart from its sentences: the sidebar, in the first load, takes
// these two, while the rest comes with the screen (e2e/bundle-budget.e2e.ts).

/** Where the Subscriptions screen is (docs/product/subscriptions.md). */
export const SUBSCRIPTIONS_PATH = '/subscriptions';

/** The Subscriptions screen's heading, its tab's name and the sidebar entry's. */
export const SUBSCRIPTIONS_TITLE = 'Subscriptions';
