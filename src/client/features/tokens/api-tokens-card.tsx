import { useId, useRef } from 'react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { CreateTokenForm } from './create-token-form';
import { TokenList } from './token-list';

/** Where the server describes its API (src/server/app.ts, OPENAPI_PATH). */
const OPENAPI_PATH = '/api/openapi.json';

/**
 * Settings → API tokens (docs/product/extension-and-tokens.md): make a token for a script, the
 * browser extension or a phone, see its secret once, see which tokens exist and when each was last
 * used, revoke any of them.
 */
export function ApiTokensCard() {
  const titleId = useId();
  // Where the focus goes when the control that had it disappears (Done, a revoked token).
  const nameField = useRef<HTMLInputElement>(null);
  const focusName = () => nameField.current?.focus();

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>API tokens</CardTitle>
        <CardDescription>
          Let a script, the browser extension or a phone save videos as you, without your password.
        </CardDescription>
        <p className="text-sm text-muted-foreground">
          The API is documented at{' '}
          <a
            href={OPENAPI_PATH}
            target="_blank"
            rel="noreferrer"
            className="text-primary underline underline-offset-4 hover:no-underline"
          >
            {OPENAPI_PATH}
          </a>
          ; send a token as <code className="font-mono text-xs">Authorization: Bearer …</code>.
        </p>
      </CardHeader>
      <CardContent className="grid gap-6">
        <CreateTokenForm nameField={nameField} onDone={focusName} />
        <TokenList onRevoked={focusName} />
      </CardContent>
    </Card>
  );
}
