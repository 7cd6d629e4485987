import { useRef } from 'react';
import type { Video } from '@shared/contracts/library';
import { focusBackOnCard } from '../grid/focus-card';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@client/components/ui/alert-dialog';

/** SPEC §2: "Delete this video?" when the confirmation setting is on; open while `video` is set. */
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
    <AlertDialog open={video !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent
        onOpenAutoFocus={() => {
          lastId.current = video?.id;
        }}
        onCloseAutoFocus={(event) => focusBackOnCard(event, lastId.current)}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this video?</AlertDialogTitle>
          <AlertDialogDescription>
            “{video?.title}” will be removed from your library.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={() => video && onConfirm(video)}>Delete</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
