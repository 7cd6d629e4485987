import { useAuth } from '../../features/auth/auth-context';
import { ProfileCard } from '../../features/profile/profile-card';
import { SimplePage } from '../layout/simple-page';

/** `/profile` (SPEC §2). */
export function ProfileScreen() {
  const { user } = useAuth();
  return (
    <SimplePage title="Profile">
      <ProfileCard key={user?.id} user={user} />
    </SimplePage>
  );
}
