export { useActiveDragId } from './dnd/active-drag';
export { LibraryDnd } from './dnd/library-dnd';
export { useDragGroup } from './items/drag-group';
export {
  collectionDragId,
  dragItemOf,
  movesToOtherCollection,
  recordIdOf,
  type DragItem,
  videoDragId,
} from './items/drag-items';
export { wholeListOf, type WholeList } from './items/whole-list';
export { moveVideosFirst } from './moves/library-moves';
