export { VideoCardContent } from './grid/video-card-content';
export { LibraryScreen } from './library-screen';
