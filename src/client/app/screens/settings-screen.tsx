import { ContactForm } from '@client/features/contact';
import { DataExportCard } from '@client/features/export';
import { ImportCard } from '@client/features/import';
import { ConfirmationsCard } from '@client/features/settings';
import { DateFormatCard } from '@client/features/settings';
import { AppearanceCard } from '@client/features/theme';
import { ApiTokensCard } from '@client/features/tokens';
import { SimplePage } from '../layout/simple-page';

/**
 * `/settings` (SPEC §2): preferences kept in this browser, export and import, API tokens (issue
 * 16), a way to reach us.
 */
export function SettingsScreen() {
  return (
    <SimplePage title="Settings">
      <AppearanceCard />
      <DateFormatCard />
      <ConfirmationsCard />
      <DataExportCard />
      <ImportCard />
      <ApiTokensCard />
      <ContactForm />
    </SimplePage>
  );
}
