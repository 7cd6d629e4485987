import { useId, useState, type FormEvent } from 'react';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { SubmitButton } from '@client/components/ui/submit-button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { showSuccessToast } from '@client/lib/toast';
import { authErrorMessage, useLogout } from '@client/features/auth';
import { ExportLinksButton } from '@client/features/export';
import { useAccountApi, useAccountMutation } from './use-account';

export const ACCOUNT_DELETED = 'Your account and everything in it were deleted.';

/**
 * Profile → Delete account: the export is offered first; the password is asked again, then a
 * confirmation. Afterwards this device is signed out (the others already are: the server ended
 * every session) and the person lands on the sign-in screen.
 */
export function DeleteAccountCard() {
  const ids = useId();
  const api = useAccountApi();
  const { logout } = useLogout();
  const [password, setPassword] = useState('');
  const [confirming, setConfirming] = useState(false);
  const remove = useAccountMutation(api.deleteAccount, () => true);
  const messageId = `${ids}-message`;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    remove.reset();
    setConfirming(true);
  }

  async function deleteAccount() {
    setConfirming(false);
    try {
      await remove.mutateAsync(password);
    } catch {
      return; // shown below the field
    }
    showSuccessToast(ACCOUNT_DELETED);
    await logout({ scope: 'local' });
  }

  return (
    <Card className="border-destructive/50">
      <CardHeader>
        <CardTitle>Delete account</CardTitle>
        <CardDescription>
          Deleting your account removes your collections, your videos and every signed-in device. It
          cannot be undone: export your links first if you may want them.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ExportLinksButton />
        <form className="grid gap-4" onSubmit={onSubmit}>
          <div className="grid gap-2">
            <Label htmlFor={`${ids}-password`}>Password to confirm</Label>
            <Input
              id={`${ids}-password`}
              type="password"
              autoComplete="current-password"
              required
              value={password}
              aria-describedby={remove.isError ? messageId : undefined}
              onChange={(event) => setPassword(event.target.value)}
            />
          </div>
          {remove.isError && (
            <p id={messageId} role="alert" className="text-sm text-destructive">
              {authErrorMessage(remove.error)}
            </p>
          )}
          <SubmitButton variant="destructive" className="w-fit" pending={remove.isPending}>
            Delete Account
          </SubmitButton>
        </form>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete your account?"
        description="Your collections and videos are deleted for good, and you are signed out everywhere."
        confirm="Delete my account"
        onConfirm={() => void deleteAccount()}
      />
    </Card>
  );
}
