import { LogOut } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { useLogout } from './use-logout';

export function LogoutButton() {
  const { logout, pending } = useLogout();
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      disabled={pending}
      onClick={() => void logout()}
    >
      <LogOut aria-hidden="true" />
      Logout
    </Button>
  );
}
