import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // One retry rides out a blip; more would hide a real outage behind a long spinner.
      queries: { retry: 1, refetchOnWindowFocus: false },
      // A change made offline fails at once, so its failure toast shows and the optimistic
      // update rolls back, instead of pausing until the network returns and then saving what
      // the user may have given up on (docs/decisions/0038-installable-app.md). Reads keep the
      // default: paused offline, refetched when the connection is back.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
