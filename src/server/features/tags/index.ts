export { registerTagRoutes } from './tags.routes';
export { createTagsService, toTag } from './tags.service';
export {
  dropUnusedTags,
  giveTagsByName,
  insertTag,
  setVideoTags,
  tagNamed,
  tagOrder,
  tagVideos,
  untagVideos,
  userTags,
  writeTagNames,
} from './tags.repo';
