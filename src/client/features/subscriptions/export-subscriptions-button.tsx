import { Download } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { SUBSCRIPTION_FILE_MESSAGES } from './subscription-file-text';
import { useExportOpml } from './use-subscription-file';

/** "Export subscriptions (OPML)": every subscription, for a feed reader or another app. */
export function ExportSubscriptionsButton() {
  const { exporting, exportOpml } = useExportOpml();
  return (
    <Button
      type="button"
      variant="outline"
      className="w-fit"
      disabled={exporting}
      onClick={() => void exportOpml()}
    >
      <Download aria-hidden="true" />
      {exporting ? SUBSCRIPTION_FILE_MESSAGES.exporting : SUBSCRIPTION_FILE_MESSAGES.export}
    </Button>
  );
}
