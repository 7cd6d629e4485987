import { SimplePage } from '../layout/simple-page';

export function UpgradeScreen() {
  return (
    <SimplePage title="Upgrade">
      <p className="text-muted-foreground">Plan details will appear here in a future update.</p>
    </SimplePage>
  );
}
