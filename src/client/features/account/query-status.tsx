import { LoaderCircle } from 'lucide-react';
import { authErrorMessage } from '@client/features/auth';

/** What an account list shows until its data is there: "Loading...", or why it failed. */
export function QueryStatus({ query }: { query: { isPending: boolean; error: unknown } }) {
  if (query.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> Loading...
      </p>
    );
  }
  if (!query.error) return null;
  return (
    <p role="alert" className="text-sm text-destructive">
      {authErrorMessage(query.error)}
    </p>
  );
}
