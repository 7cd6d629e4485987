export { ALREADY_SAVED_ACTIONS } from './add/already-saved-actions';
export { useOptimisticAdd } from './add/use-optimistic-add';
export { VideoCardContent } from './grid/video-card-content';
export { LibraryScreen } from './library-screen';
