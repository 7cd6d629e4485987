import { useId, useRef, useState } from 'react';
import { focusBackOnCard } from '../focus/focus-card';
import type { FormEvent } from 'react';
import {
  VIDEO_NOTE_MAX_LENGTH,
  VIDEO_TITLE_MAX_LENGTH,
  VIDEO_URL_MAX_LENGTH,
} from '@shared/constants';
import type { Collection, Video } from '@shared/contracts/library';
import { embedOf } from '@shared/embed';
import { hasNoteTime } from '@shared/note-times';
import { Dialog, DialogContent } from '@client/components/ui/dialog';
import { DialogForm } from '@client/components/ui/dialog-form';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { Textarea } from '@client/components/ui/textarea';
import { showErrorToast } from '@client/lib/toast';
import { useUpdateVideo } from './use-update-video';
import { FAILURE_MESSAGES } from '@client/features/library';
import { validateTagsAndNote, validateVideoEdit } from '../form/video-validation';
import { TagField } from '../form/tag-field';
import { useFieldProblem } from '../form/use-field-problem';
import { VideoLinkFields } from '../form/video-form-parts';
import { NoteText } from '../notes/note-text';

/**
 * Edit Video (docs/product/screens-and-routes.md): open while `video` is set; stays open when
 * saving fails. After the spec's fields, in its order, come the tags and note of
 * docs/product/tags-and-notes.md.
 */
export function EditVideoDialog({
  video,
  collections,
  tagNames,
  playAt,
  onClose,
}: {
  video: Video | null;
  collections: readonly Collection[];
  /** The user's tags, suggested in the tag field. */
  tagNames: readonly string[];
  /**
   * Plays the video from a time its note names (docs/product/watching.md#notes-that-jump-to-a-moment),
   * over this dialog, which keeps what is typed. Without it the preview's times are plain text.
   */
  playAt?(video: Video, seconds: number): void;
  onClose(): void;
}) {
  // Noted on opening and kept past the closing (video is null by then), to focus its card again.
  const lastId = useRef<string | undefined>(undefined);
  return (
    <Dialog open={video !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        onOpenAutoFocus={() => {
          lastId.current = video?.id;
        }}
        onCloseAutoFocus={(event) => focusBackOnCard(event, lastId.current)}
      >
        {video && (
          <EditVideoForm
            key={video.id}
            video={video}
            collections={collections}
            tagNames={tagNames}
            playAt={playAt}
            onClose={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function EditVideoForm({
  video,
  collections,
  tagNames,
  playAt,
  onClose,
}: {
  video: Video;
  collections: readonly Collection[];
  tagNames: readonly string[];
  playAt?(video: Video, seconds: number): void;
  onClose(): void;
}) {
  const ids = useId();
  const update = useUpdateVideo();
  const titleInput = useRef<HTMLInputElement>(null);
  const urlInput = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState(video.title);
  const [url, setUrl] = useState(video.url);
  const [collectionId, setCollectionId] = useState(video.categoryId);
  const tagInput = useRef<HTMLInputElement>(null);
  const noteInput = useRef<HTMLTextAreaElement>(null);
  const [tags, setTags] = useState({ tags: video.tags, draft: '' });
  const [note, setNote] = useState(video.note);
  const problem = useFieldProblem({
    title: titleInput,
    url: urlInput,
    tags: tagInput,
    note: noteInput,
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (update.isPending) return;
    const checked = validateVideoEdit({ title, url, categoryId: collectionId });
    if (!checked.ok) return problem.report(checked.problem);
    const extra = validateTagsAndNote({ ...tags, note });
    if (!extra.ok) return problem.report(extra.problem);
    problem.clear();
    try {
      await update.mutateAsync({ id: video.id, values: { ...checked.value, ...extra.value } });
      onClose();
    } catch {
      showErrorToast(FAILURE_MESSAGES.updateVideo);
    }
  }

  return (
    // Enter in any field submits, the URL field included (docs/product/screens-and-routes.md).
    <DialogForm
      title="Edit Video"
      description="Change the title, link or collection of this video."
      submit="Update Video"
      pending={update.isPending}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <div className="grid gap-2">
        <Label htmlFor={`${ids}-title`}>Title</Label>
        <Input
          ref={titleInput}
          id={`${ids}-title`}
          autoComplete="off"
          maxLength={VIDEO_TITLE_MAX_LENGTH}
          value={title}
          aria-invalid={problem.isInvalid('title') || undefined}
          onChange={(event) => {
            setTitle(event.target.value);
            problem.changed('title');
          }}
        />
      </div>
      <VideoLinkFields
        ids={ids}
        problem={problem}
        url={{ input: urlInput, value: url, onChange: setUrl, maxLength: VIDEO_URL_MAX_LENGTH }}
        collection={{ collections, value: collectionId, onChange: setCollectionId }}
      />
      <TagField
        id={`${ids}-tags`}
        input={tagInput}
        tags={tags.tags}
        draft={tags.draft}
        known={tagNames}
        invalid={problem.isInvalid('tags')}
        onChange={(next) => {
          setTags(next);
          problem.changed('tags');
        }}
      />
      <div className="grid gap-2">
        <Label htmlFor={`${ids}-note`}>Note</Label>
        <Textarea
          ref={noteInput}
          id={`${ids}-note`}
          rows={3}
          maxLength={VIDEO_NOTE_MAX_LENGTH}
          placeholder="Anything to remember about this video"
          value={note}
          aria-invalid={problem.isInvalid('note') || undefined}
          // Enter starts a new line here; Ctrl/Cmd+Enter sends the form, as in a message box.
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }
          }}
          onChange={(event) => {
            setNote(event.target.value);
            problem.changed('note');
          }}
        />
        {/* The note as the card will show it, once it names a time: the saved video plays from
            there (docs/product/watching.md#notes-that-jump-to-a-moment) when the player knows it. */}
        {hasNoteTime(note) && (
          <div
            role="group"
            aria-label="Note preview"
            className="max-h-32 overflow-y-auto rounded-md bg-muted/50 px-3 py-2 text-sm break-words whitespace-pre-wrap"
          >
            <NoteText
              note={note}
              onPlayAt={playAt && embedOf(video) ? (seconds) => playAt(video, seconds) : undefined}
            />
          </div>
        )}
      </div>
    </DialogForm>
  );
}
