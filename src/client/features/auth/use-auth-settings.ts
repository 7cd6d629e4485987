import { useQuery } from '@tanstack/react-query';
import { useAuth } from './auth-context';

export const authSettingsQueryKey = ['auth', 'settings'] as const;

/** Whether this instance lets people create accounts (GET /api/auth/settings). */
export function useAuthSettings() {
  const { client } = useAuth();
  return useQuery({
    queryKey: authSettingsQueryKey,
    queryFn: async () => {
      const { settings, error } = await client.getSettings();
      if (error) throw error;
      return settings;
    },
    // A server setting: it changes with a restart, not while the page is open.
    staleTime: Infinity,
    retry: 1,
  });
}
