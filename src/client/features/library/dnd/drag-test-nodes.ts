import type { Category, Video } from '@shared/contracts/library';
import { categoryDragId, videoDragId, type DndNode } from './drag-items';

/** Test builders: dnd-kit's active/over objects as the library's sortables fill them. */
export function videoNode(video: Video, list: readonly Video[]): DndNode {
  const items = list.map((entry) => videoDragId(entry.id));
  return {
    id: videoDragId(video.id),
    data: {
      current: {
        kind: 'video',
        video,
        sortable: { containerId: 'videos', index: items.indexOf(videoDragId(video.id)), items },
      },
    },
  };
}

export function categoryNode(category: Category, list: readonly Category[]): DndNode {
  const items = list.map((entry) => categoryDragId(entry.id));
  return {
    id: categoryDragId(category.id),
    data: {
      current: {
        kind: 'category',
        category,
        sortable: {
          containerId: 'categories',
          index: items.indexOf(categoryDragId(category.id)),
          items,
        },
      },
    },
  };
}
