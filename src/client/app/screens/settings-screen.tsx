import { SimplePage } from '../layout/simple-page';

export function SettingsScreen() {
  return (
    <SimplePage title="Settings">
      <p className="text-muted-foreground">
        Application settings will appear here in a future update.
      </p>
    </SimplePage>
  );
}
