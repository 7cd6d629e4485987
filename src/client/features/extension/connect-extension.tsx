import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { RetryableFailure } from '@client/components/ui/retryable-failure';
import { SubmitButton } from '@client/components/ui/submit-button';
import { authErrorMessage, useAuth } from '@client/features/auth';
import { useCreateToken } from '@client/features/tokens';
import { connectedPageUrl, parseConnectRequest, type ConnectRequest } from './connect-request';
import { CONNECT_MESSAGES as M, connectExplanation, signedInAs } from './extension-messages';
import { leaveForExtension } from './leave-for-extension';
import { extensionTokenName } from './token-name';

const textLink = 'text-primary underline underline-offset-4 hover:no-underline';

/** A line that ends the screen, with the way back into Vidshelf. */
function Outcome({ role, text }: { role: 'alert' | 'status'; text: string }) {
  return (
    <div className="grid justify-items-start gap-3">
      <p role={role}>{text}</p>
      <Link to="/" className={textLink}>
        {M.backToApp}
      </Link>
    </div>
  );
}

/**
 * `/connect/extension?extension=…&state=…` (issue 16, the connect flow's step 2): the signed-in
 * user approves the extension that opened this tab. Connect makes a token named after this
 * browser and hands it, with the state and the account's e-mail, to the extension's page.
 */
export function ConnectExtension({ params }: { params: URLSearchParams }) {
  const request = parseConnectRequest(params);
  if (request === null) return <Outcome role="alert" text={M.notValid} />;
  return <ConnectCard request={request} />;
}

function ConnectCard({ request }: { request: ConnectRequest }) {
  const { user } = useAuth();
  const create = useCreateToken();
  const [cancelled, setCancelled] = useState(false);
  // Set once the token is made: the page is leaving, so Connect stays busy.
  const [leaving, setLeaving] = useState(false);
  const [tokenName] = useState(() => extensionTokenName(navigator.userAgent));
  const email = user?.email ?? '';
  const pending = create.isPending || leaving;

  function connect() {
    if (pending) return;
    create.mutate(tokenName, {
      onSuccess: ({ token }) => {
        setLeaving(true);
        leaveForExtension(connectedPageUrl(request, { token, email }));
      },
    });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    connect();
  }

  if (cancelled) return <Outcome role="status" text={M.cancelled} />;

  return (
    <Card>
      <CardContent>
        <form className="grid gap-6" aria-label={M.title} onSubmit={onSubmit}>
          <p>{connectExplanation(tokenName)}</p>
          {email && <p className="text-sm font-medium">{signedInAs(email)}</p>}
          {create.isError && (
            <RetryableFailure message={authErrorMessage(create.error)} onRetry={connect} />
          )}
          <div className="flex flex-wrap gap-2">
            {!create.isError && <SubmitButton pending={pending}>{M.connect}</SubmitButton>}
            <Button
              type="button"
              variant="outline"
              disabled={pending}
              onClick={() => setCancelled(true)}
            >
              {M.cancel}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
