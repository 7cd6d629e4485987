import { TAG_NAME_MAX_LENGTH } from '@shared/constants';
import type { Tag } from '@shared/contracts/library';
import { RenameDialog } from '@client/components/ui/rename-dialog';

/**
 * Renames a tag on every video carrying it; a name another tag has merges the two. Open while
 * `tag` is set; `onRename` resolves true to close.
 */
export function RenameTagDialog({
  tag,
  pending,
  onRename,
  onClose,
}: {
  tag: Tag | null;
  pending: boolean;
  onRename(tag: Tag, name: string): Promise<boolean>;
  onClose(): void;
}) {
  return (
    <RenameDialog
      item={tag}
      title="Rename Tag"
      description={(tag) => (
        <>Choose a new name for “{tag.name}”. A name another tag has joins the two into that tag.</>
      )}
      maxLength={TAG_NAME_MAX_LENGTH}
      pending={pending}
      onRename={onRename}
      onClose={onClose}
    />
  );
}
