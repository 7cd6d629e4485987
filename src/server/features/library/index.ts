export { createLibraryService, type LibraryService } from './library.service';
export { registerLibraryRoutes } from './library.routes';
export { createLibraryEtags, type LibraryEtags } from './library-etag';
