import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from '@client/lib/router';
import type { AllowedExtension } from '@shared/contracts/tokens';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { RetryableFailure } from '@client/components/ui/retryable-failure';
import { Spinner } from '@client/components/ui/spinner';
import { SubmitButton } from '@client/components/ui/submit-button';
import { authErrorMessage, useAuth } from '@client/features/auth';
import { connectedPageUrl, parseConnectRequest, type ConnectRequest } from './connect-request';
import {
  CONNECT_MESSAGES as M,
  connectExplanation,
  notAllowed,
  signedInAs,
} from './extension-messages';
import { leaveForExtension } from './leave-for-extension';
import { extensionTokenName } from './token-name';
import { isNotAllowed, useAllowedExtension, useCreateExtensionToken } from './use-extension-api';

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
 * `/connect/extension?extension=…&state=…&code=…` (the connect flow's step 2, decisions 0040 and
 * 0080): the signed-in user approves the extension that opened this tab. The server first says
 * whether it connects that extension at all; the card then shows which one is asking and the
 * pairing code its popup shows. Connect makes a token named after this browser and hands it,
 * with the state, the code and the account's e-mail, to the extension's page.
 */
export function ConnectExtension({ params }: { params: URLSearchParams }) {
  const request = parseConnectRequest(params);
  if (request === null) return <Outcome role="alert" text={M.notValid} />;
  return <CheckedExtension request={request} />;
}

function CheckedExtension({ request }: { request: ConnectRequest }) {
  const allowed = useAllowedExtension(request.extensionId);
  if (allowed.data) return <ConnectCard request={request} extension={allowed.data} />;
  if (isNotAllowed(allowed.error)) {
    return <Outcome role="alert" text={notAllowed(request.extensionId)} />;
  }
  if (allowed.isError) {
    return (
      <RetryableFailure
        message={authErrorMessage(allowed.error)}
        onRetry={() => void allowed.refetch()}
      />
    );
  }
  return <Spinner label={M.checking} />;
}

function ConnectCard({
  request,
  extension,
}: {
  request: ConnectRequest;
  extension: AllowedExtension;
}) {
  const { user } = useAuth();
  const create = useCreateExtensionToken(request.extensionId);
  const [cancelled, setCancelled] = useState(false);
  const [codeConfirmed, setCodeConfirmed] = useState(false);
  // Set when Connect was pressed before the code was confirmed.
  const [askedToConfirm, setAskedToConfirm] = useState(false);
  // Set once the token is made: the page is leaving, so Connect stays busy.
  const [leaving, setLeaving] = useState(false);
  const [tokenName] = useState(() => extensionTokenName(navigator.userAgent));
  const confirmBox = useRef<HTMLInputElement>(null);
  const confirmHintId = useId();
  const email = user?.email ?? '';
  const pending = create.isPending || leaving;

  function connect() {
    if (pending) return;
    if (!codeConfirmed) {
      setAskedToConfirm(true);
      confirmBox.current?.focus();
      return;
    }
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
  // Refused at the last moment: the operator took the extension off the list meanwhile.
  if (isNotAllowed(create.error)) {
    return <Outcome role="alert" text={notAllowed(request.extensionId)} />;
  }

  return (
    <Card>
      <CardContent>
        <form className="grid gap-6" aria-label={M.title} onSubmit={onSubmit}>
          <p>{connectExplanation(tokenName)}</p>
          <dl className="grid gap-3">
            <div className="grid gap-1">
              <dt className="text-sm text-muted-foreground">{M.extensionLabel}</dt>
              <dd className="font-medium">
                {extension.official ? M.officialName : M.selfBuiltName}
              </dd>
            </div>
            <div className="grid gap-1">
              <dt className="text-sm text-muted-foreground">{M.extensionIdLabel}</dt>
              <dd className="font-mono text-sm break-all">{request.extensionId}</dd>
            </div>
            <div className="grid gap-1">
              <dt className="text-sm text-muted-foreground">{M.pairingCodeLabel}</dt>
              <dd className="font-mono text-2xl font-semibold tracking-[0.2em]">{request.code}</dd>
            </div>
          </dl>
          <div className="grid gap-2">
            <label className="flex items-start gap-2">
              <input
                ref={confirmBox}
                type="checkbox"
                className="mt-1 size-4 accent-primary"
                checked={codeConfirmed}
                disabled={pending}
                aria-describedby={askedToConfirm && !codeConfirmed ? confirmHintId : undefined}
                onChange={(event) => setCodeConfirmed(event.target.checked)}
              />
              <span>{M.codeMatches}</span>
            </label>
            {askedToConfirm && !codeConfirmed && (
              <p id={confirmHintId} role="alert" className="text-sm text-destructive">
                {M.confirmCodeFirst}
              </p>
            )}
          </div>
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
