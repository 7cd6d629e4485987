import type { Video } from '@shared/contracts/library';
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
  return (
    <AlertDialog open={video !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this video?</AlertDialogTitle>
          <AlertDialogDescription>
            “{video?.title}” will be removed from your library. This cannot be undone.
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
