import type { ComponentProps, MouseEvent, ReactNode } from 'react';
import { LoaderCircle } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from './alert-dialog';

type ContentProps = ComponentProps<typeof AlertDialogContent>;

/**
 * A confirmation (role alertdialog): a title, the question, then Cancel and the destructive
 * `confirm` button. `onConfirm` returning undefined is done at once and the dialog closes;
 * a promise keeps it open, the button busy while `pending`, until it resolves: true closes it.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  warning,
  confirm,
  pending = false,
  onConfirm,
  onOpenAutoFocus,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  /** The question: one paragraph. */
  description: ReactNode;
  /** A paragraph in the destructive colour under the question, read out with it. */
  warning?: ReactNode;
  confirm: string;
  pending?: boolean;
  onConfirm(): Promise<boolean> | undefined;
  onOpenAutoFocus?: ContentProps['onOpenAutoFocus'];
  onCloseAutoFocus?: ContentProps['onCloseAutoFocus'];
}) {
  function onAction(event: MouseEvent<HTMLButtonElement>) {
    if (pending) return event.preventDefault();
    const outcome = onConfirm();
    if (!outcome) return;
    // Close only once it went through; the action's own close would come first.
    event.preventDefault();
    void outcome.then((done) => done && onOpenChange(false));
  }

  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent onOpenAutoFocus={onOpenAutoFocus} onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          {warning ? (
            // One description, so the warning is read out with the question.
            <AlertDialogDescription asChild>
              <div className="grid gap-2">
                <p>{description}</p>
                <p className="font-medium text-destructive">{warning}</p>
              </div>
            </AlertDialogDescription>
          ) : (
            <AlertDialogDescription>{description}</AlertDialogDescription>
          )}
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction disabled={pending} aria-busy={pending || undefined} onClick={onAction}>
            {pending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
            {confirm}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
