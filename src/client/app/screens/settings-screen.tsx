import { ContactForm } from '@client/features/contact';
import { DataExportCard } from '@client/features/export';
import { ImportCard } from '@client/features/import';
import { ConfirmationsCard, DateFormatCard, PlaybackCard } from '@client/features/settings';
import { AppearanceCard } from '@client/features/theme';
import { ApiTokensCard } from '@client/features/tokens';
import { WebhooksCard } from '@client/features/webhooks';
import { SimplePage } from '../layout/simple-page';

/**
 * `/settings` (docs/product/screens-and-routes.md): preferences kept in this browser, the
 * player's kept with the account (docs/product/watching.md#settings), export and import, API
 * tokens (docs/product/extension-and-tokens.md#api-tokens), webhooks (docs/product/webhooks.md),
 * a way to reach us.
 */
export function SettingsScreen() {
  return (
    <SimplePage title="Settings">
      <AppearanceCard />
      <DateFormatCard />
      <ConfirmationsCard />
      <PlaybackCard />
      <DataExportCard />
      <ImportCard />
      <ApiTokensCard />
      <WebhooksCard />
      <ContactForm />
    </SimplePage>
  );
}
