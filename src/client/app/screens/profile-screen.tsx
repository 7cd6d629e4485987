import { SimplePage } from '../layout/simple-page';

export function ProfileScreen() {
  return (
    <SimplePage title="Profile">
      <p className="text-muted-foreground">Your profile will appear here in a future update.</p>
    </SimplePage>
  );
}
