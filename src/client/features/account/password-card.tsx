import { useId, useState, type FormEvent } from 'react';
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
import { isAuthError } from '@client/lib/auth';
import { showSuccessToast } from '@client/lib/toast';
import { authErrorMessage, WeakPasswordReasons } from '@client/features/auth';
import { KeepTokensChoice } from './keep-tokens-choice';
import { passwordChangedMessage } from './token-choice-texts';
import { useAccountApi, useAccountMutation } from './use-account';

export const PASSWORDS_DIFFER = 'The new passwords do not match.';

/**
 * Profile → Password: needs the current one; every other device is signed out and the API
 * tokens revoked unless the person keeps them (server, decision 0081).
 */
export function PasswordCard() {
  const ids = useId();
  const api = useAccountApi();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [keepTokens, setKeepTokens] = useState(false);
  const [mismatch, setMismatch] = useState(false);
  const change = useAccountMutation(
    (args: { current: string; next: string; keepTokens: boolean }) =>
      api.changePassword(args.current, args.next, args.keepTokens),
  );
  const error = change.error;
  const reasons = isAuthError(error) && error.code === 'weak_password' ? error.reasons : [];
  const message = mismatch
    ? PASSWORDS_DIFFER
    : error && reasons.length === 0
      ? authErrorMessage(error)
      : null;
  const messageId = `${ids}-message`;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (change.isPending) return;
    const differ = next !== repeat;
    setMismatch(differ);
    change.reset();
    if (differ) return;
    change.mutate(
      { current, next, keepTokens },
      {
        onSuccess: (revokedTokens) => {
          setCurrent('');
          setNext('');
          setRepeat('');
          showSuccessToast(passwordChangedMessage(revokedTokens, keepTokens));
        },
      },
    );
  }

  const field = (
    name: string,
    label: string,
    value: string,
    set: (v: string) => void,
    autoComplete: string,
  ) => (
    <div className="grid gap-2">
      <Label htmlFor={`${ids}-${name}`}>{label}</Label>
      <Input
        id={`${ids}-${name}`}
        type="password"
        autoComplete={autoComplete}
        required
        value={value}
        aria-describedby={message || reasons.length > 0 ? messageId : undefined}
        onChange={(event) => set(event.target.value)}
      />
    </div>
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Password</CardTitle>
        <CardDescription>
          Changing it signs out every other device where you are signed in.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={onSubmit}>
          {field('current', 'Current password', current, setCurrent, 'current-password')}
          {field('new', 'New password', next, setNext, 'new-password')}
          {field('repeat', 'Repeat new password', repeat, setRepeat, 'new-password')}
          <KeepTokensChoice keep={keepTokens} onKeepChange={setKeepTokens} />
          {message && (
            <p id={messageId} role="alert" className="text-sm text-destructive">
              {message}
            </p>
          )}
          {reasons.length > 0 && (
            <WeakPasswordReasons id={messageId} role="alert" reasons={reasons} />
          )}
          <SubmitButton className="w-fit" pending={change.isPending}>
            Change Password
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
