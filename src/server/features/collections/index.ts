export { registerCollectionRoutes } from './collections.routes';
export { createCollectionsService, toCollection } from './collections.service';
