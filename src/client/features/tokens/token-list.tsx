import { useState } from 'react';
import { KeyRound } from 'lucide-react';
import type { ApiToken } from '@shared/contracts/tokens';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { ItemRow } from '@client/components/ui/item-row';
import { RetryableFailure } from '@client/components/ui/retryable-failure';
import { Spinner } from '@client/components/ui/spinner';
import { showErrorToast, showSuccessToast } from '@client/lib/toast';
import { authErrorMessage } from '@client/features/auth';
import { useSettings } from '@client/features/settings';
import { createdText, lastUsedText } from './token-dates';
import { useApiTokens, useRevokeToken } from './use-tokens';

export const NO_TOKENS = 'No tokens yet.';
export const tokenRevoked = (name: string) => `The token “${name}” was revoked.`;

/** The user's tokens, oldest first, each with its dates and a way to revoke it. */
export function TokenList({ onRevoked }: { onRevoked: () => void }) {
  const tokens = useApiTokens();
  const revoke = useRevokeToken();
  const [{ dateFormat }] = useSettings();
  const [confirming, setConfirming] = useState(false);
  // Kept while the dialog closes, so its text does not change under the person.
  const [target, setTarget] = useState<ApiToken | null>(null);

  function ask(token: ApiToken) {
    setTarget(token);
    setConfirming(true);
  }

  async function revokeTarget() {
    setConfirming(false);
    if (!target) return;
    try {
      await revoke.mutateAsync(target);
    } catch (error) {
      showErrorToast(authErrorMessage(error));
      return;
    }
    showSuccessToast(tokenRevoked(target.name));
    onRevoked(); // its Revoke button, which had the focus, is gone
  }

  if (tokens.isPending) return <Spinner />;
  if (tokens.isError) {
    return (
      <RetryableFailure
        message={authErrorMessage(tokens.error)}
        onRetry={() => void tokens.refetch()}
      />
    );
  }
  if (tokens.data.length === 0) {
    return <p className="text-sm text-muted-foreground">{NO_TOKENS}</p>;
  }

  return (
    <>
      <ul aria-label="Your tokens" className="grid gap-3">
        {tokens.data.map((token) => (
          <ItemRow
            key={token.id}
            icon={KeyRound}
            title={<span className="break-all">{token.name}</span>}
            detail={
              <>
                {createdText(token.createdAt, dateFormat)} ·{' '}
                {lastUsedText(token.lastUsedAt, dateFormat)}
              </>
            }
            action={
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={revoke.isPending}
                aria-label={`Revoke ${token.name}`}
                onClick={() => ask(token)}
              >
                Revoke
              </Button>
            }
          />
        ))}
      </ul>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Revoke token?"
        description={
          <>
            “{target?.name}” stops working at once: whatever uses it can no longer reach your
            library. This cannot be undone.
          </>
        }
        confirm="Revoke"
        onConfirm={() => void revokeTarget()}
      />
    </>
  );
}
