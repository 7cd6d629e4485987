import { useOptimisticAdd } from '@client/features/videos';
import { rememberLastCollectionId } from './last-collection';

export interface SaveLinkInput {
  url: string;
  collectionId: string;
  /** As shown when the save was asked for: "Saved to Music." names what the user chose. */
  collectionName: string;
  /**
   * "Save anyway": the link is in the library already, and the user insists
   * (docs/product/already-saved.md).
   */
  allowDuplicate?: boolean;
}

/**
 * One tap, one request: the add of the library screen (videos' useOptimisticAdd), so the
 * library beside the screen (the sidebar's counts) shows the placeholder at once
 * (docs/product/states.md) and loses it again on failure. What failed is the caller's to show: this
 * screen says it in place, rather than as a toast or a redirect to /upgrade, or where the link is
 * already (docs/product/already-saved.md). A save remembers its collection for the next one.
 */
export function useSaveLink() {
  return useOptimisticAdd<SaveLinkInput>({
    video: ({ url, collectionId, allowDuplicate }) => ({
      url,
      categoryId: collectionId,
      allowDuplicate,
    }),
    onSaved: ({ collectionId }) => rememberLastCollectionId(collectionId),
  });
}
