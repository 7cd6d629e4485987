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
export { usePlanUsage, useTier, useTierState } from './use-tier';
