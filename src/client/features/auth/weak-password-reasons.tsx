import type { ComponentProps } from 'react';
import type { WeakPasswordReason } from '@shared/errors';

/** The server's reasons for refusing a password, listed under its field (sign-up, a change). */
export function WeakPasswordReasons({
  reasons,
  ...props
}: ComponentProps<'ul'> & { reasons: WeakPasswordReason[] }) {
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm text-destructive" {...props}>
      {reasons.map((reason) => (
        <li key={reason.code}>{reason.message}</li>
      ))}
    </ul>
  );
}
