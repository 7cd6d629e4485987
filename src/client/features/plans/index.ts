export { PlanCards } from './plan-cards';
export { limitFromQuery, upgradeIntro } from './upgrade-copy';
