import type { Tag } from '@shared/contracts/library';
import { plural } from '@shared/plural';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';

/** Confirms deleting a tag: it comes off its videos, which stay. Open while `tag` is set. */
export function DeleteTagDialog({
  tag,
  videoCount,
  pending,
  onDelete,
  onClose,
}: {
  tag: Tag | null;
  videoCount: number;
  pending: boolean;
  onDelete(tag: Tag): Promise<boolean>;
  onClose(): void;
}) {
  return (
    <ConfirmDialog
      open={tag !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete Tag"
      description={
        <>
          Delete the tag “{tag?.name}”? It comes off {plural(videoCount, 'video', 'videos')}; the
          videos stay.
        </>
      }
      confirm="Delete"
      pending={pending}
      onConfirm={async () => tag !== null && onDelete(tag)}
    />
  );
}
