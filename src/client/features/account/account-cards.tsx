import { DeleteAccountCard } from './delete-account-card';
import { DevicesCard } from './devices-card';
import { PasswordCard } from './password-card';
import { SecurityEventsCard } from './security-events-card';

/** The person's own account on /profile, below the spec's profile card. */
export function AccountCards() {
  return (
    <>
      <PasswordCard />
      <DevicesCard />
      <SecurityEventsCard />
      <DeleteAccountCard />
    </>
  );
}
