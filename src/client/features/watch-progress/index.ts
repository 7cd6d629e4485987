// What other parts of the client may use of the user's progress through their videos
// (docs/product/watching.md#continue-watching, #progress-on-cards).
export {
  CONTINUE_WATCHING_EMPTY,
  CONTINUE_WATCHING_ID,
  CONTINUE_WATCHING_TITLE,
  NO_PROGRESS,
  watchProgressOf,
} from './watch-progress';
export { WatchProgressContext } from './progress-context';
export { ThumbnailProgress } from './thumbnail-progress';
