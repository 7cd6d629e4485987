import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { useSettings } from '@client/features/settings';
import { QueryStatus } from './query-status';
import { deviceLabel, eventLabel, formatDateTime } from './security-event-labels';
import { useSecurityEvents } from './use-account';

/** Profile → Recent security activity: the account's latest events, newest first. */
export function SecurityEventsCard() {
  const [{ dateFormat }] = useSettings();
  const events = useSecurityEvents();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent security activity</CardTitle>
        <CardDescription>Sign-ins and changes to your account, newest first.</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryStatus query={events} />
        {events.data && (
          <ul aria-label="Recent security activity" className="grid gap-2">
            {events.data.map((event) => (
              <li key={event.id} className="grid gap-0.5 border-b pb-2 last:border-b-0">
                <span className="text-sm font-medium break-words">{eventLabel(event)}</span>
                <span className="text-xs text-muted-foreground">
                  {formatDateTime(event.created_at, dateFormat)} · {deviceLabel(event.device)}
                  {event.client_address ? ` · ${event.client_address}` : ''}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
