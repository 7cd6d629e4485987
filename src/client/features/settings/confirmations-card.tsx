import { LabelledSwitch } from '@client/components/labelled-switch';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { useSettings } from './use-settings';

/**
 * Settings → Confirmations (docs/product/screens-and-routes.md): whether deleting a video asks
 * first.
 */
export function ConfirmationsCard() {
  const [{ showDeleteModal }, updateSettings] = useSettings();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Confirmations</CardTitle>
      </CardHeader>
      <CardContent>
        <LabelledSwitch
          label="Confirm before deleting videos"
          description="Show a confirmation dialog when deleting videos."
          checked={showDeleteModal}
          onCheckedChange={(checked) => updateSettings({ showDeleteModal: checked })}
        />
      </CardContent>
    </Card>
  );
}
