import type { Collection, Video } from '@shared/contracts/library';
import { collectionDragId, videoDragId, type DndNode } from '../items/drag-items';
import type { WholeList } from '../items/whole-list';

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

/**
 * A card as the virtualized grid registers it (docs/product/large-libraries.md): dnd-kit's list
 * holds the `rendered` cards only, and its data names the whole list the card stands in.
 */
export function renderedVideoNode(
  video: Video,
  rendered: readonly Video[],
  whole: readonly Video[],
): DndNode {
  const node = videoNode(video, rendered);
  const wholeList: WholeList = { ids: () => whole.map((entry) => videoDragId(entry.id)) };
  return { ...node, data: { current: { ...node.data.current, wholeList } } };
}

export function collectionNode(collection: Collection, list: readonly Collection[]): DndNode {
  const items = list.map((entry) => collectionDragId(entry.id));
  return {
    id: collectionDragId(collection.id),
    data: {
      current: {
        kind: 'collection',
        collection: collection,
        sortable: {
          containerId: 'categories',
          index: items.indexOf(collectionDragId(collection.id)),
          items,
        },
      },
    },
  };
}
