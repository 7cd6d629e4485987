import { useState } from 'react';
import { Monitor } from 'lucide-react';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { ItemRow } from '@client/components/ui/item-row';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { showErrorToast, showSuccessToast } from '@client/lib/toast';
import { authErrorMessage, useLogout } from '@client/features/auth';
import { useSettings } from '@client/features/settings';
import { KeepTokensChoice } from './keep-tokens-choice';
import { QueryStatus } from './query-status';
import { deviceLabel, formatDateTime } from './security-event-labels';
import { signedOutOthersMessage } from './token-choice-texts';
import { useAccountApi, useAccountMutation, useAccountSessions } from './use-account';

/** Profile → Signed-in devices: every live session, and a way to end any of them. */
export function DevicesCard() {
  const api = useAccountApi();
  const [{ dateFormat }] = useSettings();
  const sessions = useAccountSessions();
  const { logout } = useLogout();
  const currentId = sessions.data?.find((session) => session.current)?.id;
  const revoke = useAccountMutation(api.revokeSession, (id) => id === currentId);
  const revokeOthers = useAccountMutation(api.revokeOtherSessions);
  const [keepTokens, setKeepTokens] = useState(false);
  const others = sessions.data?.filter((session) => !session.current) ?? [];

  async function signOut(id: string, current: boolean) {
    try {
      await revoke.mutateAsync(id);
      // This device's own session: it is signed out like Logout does.
      if (current) await logout({ scope: 'local' });
      else showSuccessToast('The device was signed out.');
    } catch (error) {
      showErrorToast(authErrorMessage(error));
    }
  }

  async function signOutOthers() {
    try {
      const revoked = await revokeOthers.mutateAsync(keepTokens);
      showSuccessToast(signedOutOthersMessage(revoked.revoked, revoked.revoked_tokens));
    } catch (error) {
      showErrorToast(authErrorMessage(error));
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Signed-in devices</CardTitle>
        <CardDescription>
          Where your account is signed in. Sign out any you do not recognise.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <QueryStatus query={sessions} />
        {sessions.data && (
          <ul aria-label="Signed-in devices" className="grid gap-3">
            {sessions.data.map((session) => {
              const name = deviceLabel(session.device);
              const since = formatDateTime(session.created_at, dateFormat);
              return (
                <ItemRow
                  key={session.id}
                  icon={Monitor}
                  title={
                    <>
                      <span className="break-all">{name}</span>
                      {session.current && <Badge variant="secondary">This device</Badge>}
                    </>
                  }
                  detail={
                    <>
                      Signed in {since} · Last used{' '}
                      {formatDateTime(session.last_used_at, dateFormat)}
                      {session.client_address ? ` · ${session.client_address}` : ''}
                    </>
                  }
                  action={
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      disabled={revoke.isPending}
                      aria-label={
                        session.current
                          ? 'Sign out this device'
                          : `Sign out ${name}, signed in ${since}`
                      }
                      onClick={() => void signOut(session.id, session.current)}
                    >
                      Sign out
                    </Button>
                  }
                />
              );
            })}
          </ul>
        )}
        <KeepTokensChoice
          keep={keepTokens}
          onKeepChange={setKeepTokens}
          disabled={others.length === 0}
        />
        <Button
          type="button"
          variant="outline"
          className="w-fit"
          disabled={others.length === 0 || revokeOthers.isPending}
          onClick={() => void signOutOthers()}
        >
          Sign out all other devices
        </Button>
      </CardContent>
    </Card>
  );
}
