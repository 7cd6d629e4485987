import { useState } from 'react';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { AuthProvider } from '@client/features/auth';
import { ThemeProvider } from '@client/features/theme';
import type { AuthClient } from '@client/lib/auth';
import { ClearQueriesOnSignOut } from './clear-queries-on-sign-out';
import { createQueryClient } from './query-client';
import { ThemedToaster } from './themed-toaster';

export function Providers({
  authClient,
  children,
}: {
  authClient: AuthClient;
  children: ReactNode;
}) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <AuthProvider client={authClient}>
          <ClearQueriesOnSignOut />
          {children}
        </AuthProvider>
        <ThemedToaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
