import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Import } from '@shared/contracts/import';
import { useAuth } from '@client/features/auth';
import { useLibraryCache } from '@client/features/library';
import { finishedAdding, pollDelay } from './import-poll';
import { currentImportKey, useImportApi } from './use-import-api';

/**
 * The user's import under way or last finished, from the server: the card shows it again after
 * a reload. Read again every second while it runs, for the progress bar.
 */
export function useCurrentImport() {
  const { user } = useAuth();
  const api = useImportApi();
  const queryClient = useQueryClient();
  const library = useLibraryCache();
  const key = currentImportKey(user?.id);
  return useQuery({
    queryKey: key,
    queryFn: async () => {
      const before = queryClient.getQueryData<Import | null>(key);
      const after = await api.current();
      if (finishedAdding(before, after)) void library.reload();
      return after;
    },
    enabled: user !== null,
    refetchInterval: (query) => pollDelay(query.state.data),
  });
}
