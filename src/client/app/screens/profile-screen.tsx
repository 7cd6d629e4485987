import { AccountCards } from '@client/features/account';
import { useAuth } from '@client/features/auth';
import { ProfileCard } from '@client/features/profile';
import { SimplePage } from '../layout/simple-page';

/**
 * `/profile` (docs/product/screens-and-routes.md), then the account: password, devices, security
 * events, deletion.
 */
export function ProfileScreen() {
  const { user } = useAuth();
  return (
    <SimplePage title="Profile">
      <ProfileCard key={user?.id} user={user} />
      <AccountCards />
    </SimplePage>
  );
}
