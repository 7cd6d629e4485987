// Export order measured for the first load's size (docs/decisions/0076-bundle-budget-157.md).
export { LibraryScreen } from './library-screen';
export { ALREADY_SAVED_ACTIONS } from './add/already-saved-actions';
export { useOptimisticAdd } from './add/use-optimistic-add';
export { VideoCardContent } from './grid/video-card-content';
