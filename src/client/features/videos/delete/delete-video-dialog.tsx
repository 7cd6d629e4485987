import { useRef } from 'react';
import type { Video } from '@shared/contracts/library';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { focusBackOnCard } from '../focus/focus-card';

/**
 * docs/product/screens-and-routes.md: "Delete this video?" when the confirmation setting is on;
 * open while `video` is set.
 */
export function DeleteVideoDialog({
  video,
  onConfirm,
  onClose,
}: {
  video: Video | null;
  onConfirm(video: Video): void;
  onClose(): void;
}) {
  // Noted on opening and kept past the closing (video is null by then): a kept video's card
  // gets the focus again.
  const lastId = useRef<string | undefined>(undefined);
  return (
    <ConfirmDialog
      open={video !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete this video?"
      description={<>“{video?.title}” will be removed from your library.</>}
      confirm="Delete"
      onConfirm={() => void (video && onConfirm(video))}
      onOpenAutoFocus={() => {
        lastId.current = video?.id;
      }}
      onCloseAutoFocus={(event) => focusBackOnCard(event, lastId.current)}
    />
  );
}
