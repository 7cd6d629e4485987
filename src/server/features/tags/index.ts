export { registerTagRoutes } from './tags.routes';
export { createTagsService, toTag } from './tags.service';
