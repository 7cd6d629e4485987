import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Import } from '@shared/contracts/import';
import { isAuthError } from '@client/lib/auth';
import { showErrorToast } from '@client/lib/toast';
import { authErrorMessage, useAuth } from '@client/features/auth';
import { useLibraryCache } from '@client/features/library';
import { currentImportKey, useImportApi } from './use-import-api';

/**
 * Reading a file, starting, cancelling and discarding an import. Each answer is the import as it now
 * stands, so it replaces the card's copy at once; a refusal reads the server's state again
 * (another tab may have started or discarded it meanwhile).
 */
export function useImportActions() {
  const { user } = useAuth();
  const api = useImportApi();
  const queryClient = useQueryClient();
  const library = useLibraryCache();
  const key = currentImportKey(user?.id);

  const show = async (imported: Import | null) => {
    // A read in flight would bring back the state before this change.
    await queryClient.cancelQueries({ queryKey: key });
    queryClient.setQueryData<Import | null>(key, imported);
  };
  const reread = () => queryClient.invalidateQueries({ queryKey: key });
  const refused = (error: unknown) => {
    showErrorToast(authErrorMessage(error));
    void reread();
  };

  const upload = useMutation({
    mutationFn: api.upload,
    onSuccess: show,
    // Shown in the card, beside the file chooser; a running import is shown instead.
    onError: (error) => {
      if (isAuthError(error) && error.code === 'import_in_progress') void reread();
    },
  });
  const start = useMutation({
    mutationFn: ({ id, collectionId }: { id: string; collectionId: string | null }) =>
      api.start(id, collectionId),
    onSuccess: show,
    onError: refused,
  });
  const cancel = useMutation({
    mutationFn: api.cancel,
    onSuccess: async (cancelled) => {
      await show(cancelled);
      // What it added before it stopped is in the library now.
      if (cancelled.progress.added > 0) void library.reload();
    },
    onError: refused,
  });
  const discard = useMutation({
    mutationFn: api.discard,
    onSuccess: () => show(null),
    onError: refused,
  });
  return { upload, start, cancel, discard };
}
