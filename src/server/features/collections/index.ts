export { registerCollectionRoutes } from './collections.routes';
export { createCollectionsService, toCollection } from './collections.service';
export {
  insertCollectionsReusing,
  insertDefaultCollection,
  type NewCollection,
} from './new-collections.repo';
