import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { FolderInput, Tag, TagsIcon, Trash2, X } from 'lucide-react';
import { TAG_NAME_MAX_LENGTH } from '@shared/constants';
import type { Collection, Video } from '@shared/contracts/library';
import { plural } from '@shared/plural';
import { tagNameProblem } from '@shared/tag-name';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent } from '@client/components/ui/dialog';
import { DialogForm } from '@client/components/ui/dialog-form';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { showErrorToast } from '@client/lib/toast';
import { useBulkActions } from './use-bulk-actions';

type TagAction = 'tag' | 'untag';

/**
 * What to do with the selected videos (docs/product/bulk-actions.md): move them to a collection,
 * add or take off a tag, delete them (one confirmation naming the count, then Undo), or clear the
 * selection. A toolbar above the grid while any card is selected; each action is one request.
 */
export function BulkBar({
  videos,
  collections,
  tagNames,
  onDone,
  onClear,
}: {
  /** The selected videos, in the grid's order. */
  videos: readonly Video[];
  collections: readonly Collection[];
  /** The user's tags, suggested when adding one. */
  tagNames: readonly string[];
  /** An action went through: the selection has served. */
  onDone(): void;
  onClear(): void;
}) {
  const actions = useBulkActions();
  const ids = videos.map((video) => video.id);
  const [tagging, setTagging] = useState<TagAction | null>(null);
  const [confirming, setConfirming] = useState(false);
  const count = plural(videos.length, 'video', 'videos');
  const carried = [...new Set(videos.flatMap((video) => video.tags))].sort();

  const after = (done: boolean) => {
    if (done) onDone();
    return done;
  };
  // Kept mounted once loaded (lazyDialog): nothing shows while nothing is selected.
  if (videos.length === 0) return null;

  return (
    <div
      role="toolbar"
      aria-label="Selected videos"
      className="sticky top-14 z-20 mb-3 flex flex-wrap items-center gap-2 rounded-lg border bg-background/95 p-2 shadow-sm backdrop-blur"
    >
      <p className="px-1 text-sm font-medium" aria-live="polite">
        {videos.length} selected
      </p>
      <label className="relative inline-flex h-8 items-center">
        <span className="sr-only">Move selected videos to</span>
        <FolderInput
          aria-hidden="true"
          className="pointer-events-none absolute left-2.5 size-4 text-muted-foreground"
        />
        <select
          value=""
          title="Move to a collection"
          disabled={actions.pending}
          onChange={(event) => {
            const target = collections.find((c) => c.id === event.currentTarget.value);
            if (target) void actions.move(ids, target).then(after);
          }}
          className="h-8 cursor-pointer appearance-none rounded-md border border-input bg-background py-1 pr-3 pl-8 text-sm shadow-xs outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
        >
          <option value="" disabled>
            Move to…
          </option>
          {collections.map((collection) => (
            <option key={collection.id} value={collection.id}>
              {collection.name}
            </option>
          ))}
        </select>
      </label>
      <Button type="button" size="sm" variant="outline" onClick={() => setTagging('tag')}>
        <Tag aria-hidden="true" />
        Add tag
      </Button>
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={carried.length === 0}
        onClick={() => setTagging('untag')}
      >
        <TagsIcon aria-hidden="true" />
        Remove tag
      </Button>
      <Button type="button" size="sm" variant="outline" onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden="true" className="text-destructive" />
        Delete
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={onClear}>
        <X aria-hidden="true" />
        Clear selection
      </Button>

      <TagDialog
        action={tagging}
        count={count}
        suggestions={tagging === 'untag' ? carried : tagNames}
        pending={actions.pending}
        onSubmit={async (name) =>
          after(tagging === 'untag' ? await actions.untag(ids, name) : await actions.tag(ids, name))
        }
        onClose={() => setTagging(null)}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete Videos"
        description={<>Delete {count}? You can undo it for a few seconds.</>}
        confirm="Delete"
        pending={actions.pending}
        onConfirm={() => actions.remove(videos).then(after)}
      />
    </div>
  );
}

/** Asks for the tag to add to (or take off) the selected videos. */
function TagDialog({
  action,
  count,
  suggestions,
  pending,
  onSubmit,
  onClose,
}: {
  action: TagAction | null;
  count: string;
  suggestions: readonly string[];
  pending: boolean;
  onSubmit(name: string): Promise<boolean>;
  onClose(): void;
}) {
  const id = useId();
  const [name, setName] = useState('');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const trimmed = name.trim();
    const problem = tagNameProblem(trimmed);
    if (problem) return showErrorToast(problem);
    if (await onSubmit(trimmed)) {
      setName('');
      onClose();
    }
  }

  return (
    <Dialog open={action !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogForm
          title={action === 'untag' ? 'Remove Tag' : 'Add Tag'}
          description={action === 'untag' ? `Take a tag off ${count}.` : `Put a tag on ${count}.`}
          submit={action === 'untag' ? 'Remove' : 'Add'}
          pending={pending}
          noValidate
          onSubmit={(event) => void submit(event)}
        >
          <div className="grid gap-2">
            <Label htmlFor={id}>Tag</Label>
            <Input
              id={id}
              list={`${id}-suggestions`}
              autoComplete="off"
              maxLength={TAG_NAME_MAX_LENGTH}
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
            <datalist id={`${id}-suggestions`}>
              {suggestions.map((tag) => (
                <option key={tag} value={tag} />
              ))}
            </datalist>
          </div>
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}
