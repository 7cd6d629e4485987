// Export order measured for the first load's size (docs/decisions/0076-bundle-budget-157.md).
export { usePlanUsage, useTier, useTierState } from './use-tier';
export { PlanCards } from './plan-cards';
export {
  collectionLimitNote,
  planName,
  planUsageLine,
  planUsageText,
  type PlanUsage,
} from './plan-usage';
export { limitFromQuery, upgradeIntro } from './upgrade-copy';
export { upgradePath } from './upgrade-path';
export { useEnsureCanAdd } from './use-ensure-can-add';
