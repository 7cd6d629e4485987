// The screen first: the order of these exports decides where the bundler lays their modules out
// in the first load, and this one gzips smallest (docs/decisions/0076-bundle-budget-157.md).
export { LibraryScreen } from './library-screen';
export { ALREADY_SAVED_ACTIONS } from './add/already-saved-actions';
export { useOptimisticAdd } from './add/use-optimistic-add';
export { VideoCardContent } from './grid/video-card-content';
