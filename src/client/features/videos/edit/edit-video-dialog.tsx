import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { LoaderCircle } from 'lucide-react';
import { VIDEO_TITLE_MAX_LENGTH, VIDEO_URL_MAX_LENGTH } from '@shared/constants';
import type { Category, Video } from '@shared/contracts/library';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { showErrorToast } from '@client/lib/toast';
import { useUpdateVideo } from './use-update-video';
import { FAILURE_MESSAGES } from '@client/features/library';
import { validateVideoEdit } from '../form/video-validation';
import type { ValidationProblem } from '../form/video-validation';
import { CategorySelect } from '../form/category-select';

/** Edit Video (SPEC §2): open while `video` is set; stays open when saving fails. */
export function EditVideoDialog({
  video,
  categories,
  onClose,
}: {
  video: Video | null;
  categories: readonly Category[];
  onClose(): void;
}) {
  return (
    <Dialog open={video !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {video && (
          <EditVideoForm key={video.id} video={video} categories={categories} onClose={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function EditVideoForm({
  video,
  categories,
  onClose,
}: {
  video: Video;
  categories: readonly Category[];
  onClose(): void;
}) {
  const ids = useId();
  const update = useUpdateVideo();
  const titleInput = useRef<HTMLInputElement>(null);
  const urlInput = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState(video.title);
  const [url, setUrl] = useState(video.url);
  const [categoryId, setCategoryId] = useState(video.categoryId);
  const [problem, setProblem] = useState<ValidationProblem['field'] | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (update.isPending) return;
    const checked = validateVideoEdit({ title, url, categoryId });
    if (!checked.ok) {
      setProblem(checked.problem.field);
      showErrorToast(checked.problem.description, checked.problem.title);
      if (checked.problem.field === 'title') titleInput.current?.focus();
      if (checked.problem.field === 'url') urlInput.current?.focus();
      return;
    }
    setProblem(null);
    try {
      await update.mutateAsync({ id: video.id, values: checked.value });
      onClose();
    } catch {
      showErrorToast(FAILURE_MESSAGES.updateVideo);
    }
  }

  return (
    // Enter in any field submits, the URL field included (SPEC §2).
    <form className="grid gap-4" noValidate onSubmit={(event) => void onSubmit(event)}>
      <DialogHeader>
        <DialogTitle>Edit Video</DialogTitle>
        <DialogDescription>Change the title, link or collection of this video.</DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <Label htmlFor={`${ids}-title`}>Title</Label>
        <Input
          ref={titleInput}
          id={`${ids}-title`}
          autoComplete="off"
          maxLength={VIDEO_TITLE_MAX_LENGTH}
          value={title}
          aria-invalid={problem === 'title' || undefined}
          onChange={(event) => {
            setTitle(event.target.value);
            if (problem === 'title') setProblem(null);
          }}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${ids}-url`}>Video URL</Label>
        <Input
          ref={urlInput}
          id={`${ids}-url`}
          type="url"
          inputMode="url"
          autoComplete="off"
          maxLength={VIDEO_URL_MAX_LENGTH}
          value={url}
          aria-invalid={problem === 'url' || undefined}
          onChange={(event) => {
            setUrl(event.target.value);
            if (problem === 'url') setProblem(null);
          }}
        />
      </div>
      <CategorySelect
        id={`${ids}-category`}
        categories={categories}
        value={categoryId}
        onChange={(id) => {
          setCategoryId(id);
          if (problem === 'categoryId') setProblem(null);
        }}
        invalid={problem === 'categoryId'}
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={update.isPending} aria-busy={update.isPending || undefined}>
          {update.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
          Update Video
        </Button>
      </DialogFooter>
    </form>
  );
}
