import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH } from '@shared/constants';
import { Button } from '@client/components/ui/button';
import { SubmitButton } from '@client/components/ui/submit-button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { useDismissErrorToasts } from '@client/lib/toast';
import { useAuthSettings } from './use-auth-settings';
import { WeakPasswordReasons } from './weak-password-reasons';
import { useCredentialsSubmit, weakPasswordReasons } from './use-credentials-submit';
import type { AuthMode } from './use-credentials-submit';

const COPY = {
  signin: {
    title: 'Welcome back',
    description: 'Sign in to your video library.',
    submit: 'Sign In',
    switchPrompt: 'New here?',
    switchAction: 'Create account',
  },
  signup: {
    title: 'Create your account',
    description: 'Start a video library of your own.',
    submit: 'Sign Up',
    switchPrompt: 'Already have an account?',
    // Not "Sign in…": the Sign In button keeps its name to itself.
    switchAction: 'I have an account',
  },
} as const satisfies Record<AuthMode, Record<string, string>>;

/** Sign-in, and sign-up too when the server allows it (GET /api/auth/settings). */
export function AuthForm() {
  const ids = useId();
  const settings = useAuthSettings().data;
  const signupEnabled = settings?.signup_enabled === true;
  // A fresh install: whoever opens it first creates the owner's account (0027-signup-policy.md).
  const firstAccount = signupEnabled && settings?.first_account === true;
  const [wantsSignUp, setWantsSignUp] = useState(false);
  const mode: AuthMode = signupEnabled && wantsSignUp ? 'signup' : 'signin';
  const copy = COPY[mode];

  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const submit = useCredentialsSubmit();
  const reasons = weakPasswordReasons(submit.error);
  // docs/product/honest-screens.md#error-toasts: a toast raised by one form does not linger over
  // the other.
  useDismissErrorToasts(mode);

  const emailId = `${ids}-email`;
  const passwordId = `${ids}-password`;
  const hintId = `${ids}-password-hint`;
  const reasonsId = `${ids}-password-reasons`;
  const describedBy =
    [mode === 'signup' ? hintId : null, reasons.length > 0 ? reasonsId : null]
      .filter(Boolean)
      .join(' ') || undefined;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submit.isPending) return;
    submit.mutate({ mode, credentials: { email, password } });
  }

  function switchMode() {
    submit.reset();
    setWantsSignUp(mode === 'signin');
  }

  return (
    <Card className="w-full max-w-sm">
      <CardHeader>
        <CardTitle>{copy.title}</CardTitle>
        <CardDescription>{copy.description}</CardDescription>
        {firstAccount && mode === 'signin' && (
          <p role="note" className="text-sm text-muted-foreground">
            This Vidshelf has no account yet. Create the first one: it will be yours.
          </p>
        )}
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={onSubmit}>
          <div className="grid gap-2">
            <Label htmlFor={emailId}>Email</Label>
            <Input
              id={emailId}
              name="email"
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={passwordId}>Password</Label>
            <Input
              id={passwordId}
              name="password"
              type="password"
              autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
              required
              value={password}
              aria-describedby={describedBy}
              aria-invalid={reasons.length > 0 || undefined}
              onChange={(event) => setPassword(event.target.value)}
            />
            {mode === 'signup' && (
              <p id={hintId} className="text-xs text-muted-foreground">
                At least {PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong
                password.
              </p>
            )}
            {reasons.length > 0 && (
              <WeakPasswordReasons id={reasonsId} role="alert" reasons={reasons} />
            )}
          </div>
          <SubmitButton className="w-full" pending={submit.isPending}>
            {copy.submit}
          </SubmitButton>
        </form>
      </CardContent>
      {signupEnabled && (
        <CardFooter className="justify-center gap-1 text-sm text-muted-foreground">
          <span>{copy.switchPrompt}</span>
          <Button type="button" variant="link" size="inline" onClick={switchMode}>
            {copy.switchAction}
          </Button>
        </CardFooter>
      )}
    </Card>
  );
}
