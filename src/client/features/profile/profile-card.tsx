import { useId, useState } from 'react';
import { Button } from '@client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import type { User } from '@client/lib/auth';
import { formatMemberSince } from './member-since';

/**
 * Profile (docs/product/screens-and-routes.md): the account's e-mail and start date, and a display
 * name that cannot be saved yet (docs/product/entities.md: the field exists but is not saved), so
 * its button is disabled.
 */
export function ProfileCard({ user }: { user: User | null }) {
  const id = useId();
  const noteId = `${id}-note`;
  const [displayName, setDisplayName] = useState(user?.display_name ?? '');
  return (
    <Card>
      <CardHeader>
        <CardTitle>Account</CardTitle>
        <CardDescription>Your account details.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <dl className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-1">
            <dt className="text-sm font-medium">Email</dt>
            <dd className="break-all text-muted-foreground">{user?.email ?? 'Unknown'}</dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-sm font-medium">Member since</dt>
            <dd className="text-muted-foreground">{formatMemberSince(user?.created_at)}</dd>
          </div>
        </dl>
        <div className="grid gap-2">
          <Label htmlFor={id}>Display Name</Label>
          <Input
            id={id}
            autoComplete="nickname"
            value={displayName}
            onChange={(e) => setDisplayName(e.target.value)}
            aria-describedby={noteId}
          />
        </div>
        <div className="grid gap-2">
          <Button type="button" className="w-fit" disabled aria-describedby={noteId}>
            Save Changes
          </Button>
          <p id={noteId} className="text-sm text-muted-foreground">
            Profile editing will be available in a future update.
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
