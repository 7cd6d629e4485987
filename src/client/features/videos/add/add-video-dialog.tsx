import { useId, useRef, useState } from 'react';
import type { ClipboardEvent, FormEvent } from 'react';
import { FIREFOX_PASTE_SUBMIT_DELAY_MS } from '@shared/constants';
import type { Collection } from '@shared/contracts/library';
import { isHttpUrl } from '@shared/urls';
import { Dialog, DialogContent } from '@client/components/ui/dialog';
import { DialogForm } from '@client/components/ui/dialog-form';
import { shouldSubmitOnPaste } from './add-video-path';
import { validateNewVideo } from '../form/video-validation';
import { useFieldProblem } from '../form/use-field-problem';
import { VideoLinkFields } from '../form/video-form-parts';

interface AddVideoDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  collections: readonly Collection[];
  /** Preselected: the selected collection, else "Unsorted". */
  defaultCollectionId: string | null;
  firefox: boolean;
  /** The video as the API takes it (its JSON says categoryId). */
  onAdd(video: { url: string; categoryId: string }): void;
}

/** The manual Add Video dialog (docs/product/screens-and-routes.md): a URL and a collection. */
export function AddVideoDialog({ open, onOpenChange, ...form }: AddVideoDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {/* Mounted only while open, so every opening starts empty. */}
        {open && <AddVideoForm {...form} onClose={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function AddVideoForm({
  collections,
  defaultCollectionId,
  firefox,
  onAdd,
  onClose,
}: Omit<AddVideoDialogProps, 'open' | 'onOpenChange'> & { onClose(): void }) {
  const ids = useId();
  const urlInput = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState('');
  const [collectionId, setCollectionId] = useState(defaultCollectionId ?? '');
  const problem = useFieldProblem({ url: urlInput });
  // A paste's delayed submit and an Enter can both arrive: one video is added, once.
  const added = useRef(false);

  function submit(values: { url: string; categoryId: string }) {
    const checked = validateNewVideo(values);
    if (!checked.ok) return problem.report(checked.problem);
    if (added.current) return;
    added.current = true;
    onAdd(checked.value);
    onClose();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submit({ url, categoryId: collectionId });
  }

  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    const pasted = event.clipboardData.getData('text');
    if (!shouldSubmitOnPaste({ firefox, pasted, categoryId: collectionId })) return;
    // docs/product/limits.md: 50 ms, so the pasted text is in the field (and seen) before it is
    // sent. What is sent is the field as it then reads; if pasting into other text made it invalid,
    // the user submits by hand and hears why.
    setTimeout(() => {
      const current = urlInput.current?.value ?? '';
      if (isHttpUrl(current.trim())) submit({ url: current, categoryId: collectionId });
    }, FIREFOX_PASTE_SUBMIT_DELAY_MS);
  }

  return (
    <DialogForm
      title="Add Video"
      description="Paste a YouTube link, or any web link, and choose a collection."
      submit="Add Video"
      noValidate
      onSubmit={onSubmit}
    >
      <VideoLinkFields
        ids={ids}
        problem={problem}
        url={{
          input: urlInput,
          value: url,
          onChange: setUrl,
          onPaste,
          autoFocus: true,
          placeholder: 'https://www.youtube.com/watch?v=...',
        }}
        collection={{ collections, value: collectionId, onChange: setCollectionId }}
      />
    </DialogForm>
  );
}
