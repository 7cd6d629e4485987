import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from '@client/lib/router';
import type { Collection } from '@shared/contracts/library';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { RetryableFailure } from '@client/components/ui/retryable-failure';
import { Spinner } from '@client/components/ui/spinner';
import { SubmitButton } from '@client/components/ui/submit-button';
import { FAILURE_MESSAGES, useLibraryQuery } from '@client/features/library';
import { libraryVideoPath } from '@client/features/browse';
import { upgradePath } from '@client/features/plans';
import { cn } from '@client/lib/utils';
import { CollectionField } from './collection-field';
import { findSharedLink, sharedTitle, type SharedData } from './find-shared-link';
import { preselectedCollectionId, readLastCollectionId } from './last-collection';
import { SAVE_MESSAGES, saveFailureOf, savedTo } from './save-messages';
import { useSaveLink } from './use-save-link';

const textLink = 'text-primary underline underline-offset-4 hover:no-underline';

/**
 * What a share sheet or the bookmarklet opened (docs/product/save-and-share.md): the link found in
 * what was shared, a collection, and one tap to save it. Rendered again from scratch for another
 * share (the screen keys it by the query).
 */
export function SaveLink({ shared }: { shared: SharedData }) {
  const link = findSharedLink(shared);
  if (link === null) {
    return (
      <div className="grid justify-items-start gap-3">
        <p role="alert">{SAVE_MESSAGES.noLink}</p>
        <Link to="/" className={textLink}>
          {SAVE_MESSAGES.backToApp}
        </Link>
      </div>
    );
  }
  return <SaveLinkCard link={link} title={sharedTitle(shared.title, link)} />;
}

function SaveLinkCard({ link, title }: { link: string; title: string | null }) {
  const library = useLibraryQuery();
  const collections = library.data?.categories;

  return (
    <Card>
      <CardContent className="grid gap-6">
        <dl className="grid gap-3">
          {title !== null && (
            <div className="grid gap-1">
              <dt className="text-sm text-muted-foreground">Title</dt>
              <dd className="font-medium break-words">{title}</dd>
            </div>
          )}
          <div className="grid gap-1">
            <dt className="text-sm text-muted-foreground">Link</dt>
            {/* Text, never an anchor: only its scheme was checked, not where it leads. */}
            <dd className="font-mono text-sm break-all">{link}</dd>
          </div>
        </dl>
        {collections ? (
          <SaveForm link={link} collections={collections} />
        ) : library.isError ? (
          <RetryableFailure
            message={FAILURE_MESSAGES.loadLibrary}
            onRetry={() => void library.refetch()}
          />
        ) : (
          <Spinner label={SAVE_MESSAGES.loadingCollections} />
        )}
      </CardContent>
    </Card>
  );
}

function SaveForm({ link, collections }: { link: string; collections: readonly Collection[] }) {
  const fieldId = useId();
  // Read once: a save made here changes what the next visit preselects, not this one.
  const [rememberedId] = useState(readLastCollectionId);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const save = useSaveLink();
  const openApp = useRef<HTMLAnchorElement>(null);

  // A chosen collection deleted meanwhile (in another tab, say) gives way to the preselection.
  const collectionId = collections.some((collection) => collection.id === chosenId)
    ? chosenId
    : preselectedCollectionId(collections, rememberedId);
  const saved = save.isSuccess ? save.variables.collectionName : null;
  const failure = save.isError ? saveFailureOf(save.error) : null;

  // The Save button is gone once saved: the focus moves on to what comes next.
  useEffect(() => {
    if (saved !== null) openApp.current?.focus();
  }, [saved]);

  /**
   * `allowDuplicate`: "Save anyway", the link being in the library already
   * (docs/product/already-saved.md).
   */
  function saveInChosen(allowDuplicate?: true) {
    const collection = collections.find((candidate) => candidate.id === collectionId);
    if (!collection || save.isPending || save.isSuccess) return;
    save.mutate({
      url: link,
      collectionId: collection.id,
      collectionName: collection.name,
      allowDuplicate,
    });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    saveInChosen();
  }

  return (
    <div className="grid gap-4">
      {saved === null && (
        <form className="grid gap-4" onSubmit={onSubmit}>
          <CollectionField
            id={fieldId}
            collections={collections}
            value={collectionId ?? ''}
            onChange={setChosenId}
            disabled={save.isPending}
          />
          <div>
            <SubmitButton pending={save.isPending}>Save</SubmitButton>
          </div>
        </form>
      )}
      {/* Mounted from the start, so the result is announced when it arrives. */}
      <div role="status" className="empty:hidden">
        {saved !== null && savedTo(saved)}
      </div>
      {saved !== null && (
        <div>
          <Button asChild>
            <Link ref={openApp} to="/">
              {SAVE_MESSAGES.openApp}
            </Link>
          </Button>
        </div>
      )}
      {failure && (
        // Keyed by the attempt, so the same failure twice is announced twice.
        <div key={save.submittedAt} className="grid justify-items-start gap-2">
          {/* A link saved already is news, not an error. */}
          <p role="alert" className={cn('text-sm', !failure.alreadySaved && 'text-destructive')}>
            {failure.message}
          </p>
          {failure.limit && (
            <Link to={upgradePath(failure.limit)} className={`text-sm ${textLink}`}>
              {SAVE_MESSAGES.upgrade}
            </Link>
          )}
          {failure.alreadySaved && (
            <div className="flex flex-wrap gap-2">
              <Button asChild variant="outline">
                <Link to={libraryVideoPath(failure.alreadySaved.id)}>
                  {SAVE_MESSAGES.openInLibrary}
                </Link>
              </Button>
              <Button type="button" variant="outline" onClick={() => saveInChosen(true)}>
                {SAVE_MESSAGES.saveAnyway}
              </Button>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
