import { useCallback, useState } from 'react';
import { useEnsureCanAdd } from '@client/features/plans';
import { chooseAddVideoPath, isFirefox } from './add-video-path';

/** The clipboard's text, or null when it cannot be read (no API, no permission, not focused). */
function readClipboardText(): Promise<string | null> {
  if (!navigator.clipboard?.readText) return Promise.resolve(null);
  return navigator.clipboard.readText().catch(() => null);
}

/**
 * The Add Video control (docs/product/screens-and-routes.md, validation.md): the video limits check
 * must allow it; then a valid URL on the clipboard is added at once to `targetCollectionId`, and
 * anything else opens the dialog. Firefox always gets the dialog. A clipboard failure falls back to
 * the dialog silently.
 */
export function useAddVideoControl(input: {
  targetCollectionId: string | null;
  addVideo: (video: { url: string; categoryId: string }) => void;
}) {
  const { targetCollectionId, addVideo } = input;
  const ensureCanAdd = useEnsureCanAdd();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [checking, setChecking] = useState(false);
  const firefox = isFirefox(navigator.userAgent);

  const start = useCallback(async () => {
    if (checking) return;
    setChecking(true);
    try {
      // Read first, inside the click: some browsers allow a read only during a user gesture.
      const clipboard = firefox ? Promise.resolve(null) : readClipboardText();
      if (!(await ensureCanAdd('video'))) return;
      const path = chooseAddVideoPath(await clipboard);
      if (path.kind === 'direct' && targetCollectionId !== null)
        addVideo({ url: path.url, categoryId: targetCollectionId });
      else setDialogOpen(true);
    } finally {
      setChecking(false);
    }
  }, [addVideo, checking, ensureCanAdd, firefox, targetCollectionId]);

  return { start, checking, firefox, dialogOpen, setDialogOpen };
}
