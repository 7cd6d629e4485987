export { TagsSection } from './tags-section';
