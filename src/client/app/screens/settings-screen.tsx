import { ContactForm } from '../../features/contact/contact-form';
import { DataExportCard } from '../../features/export';
import { ConfirmationsCard } from '../../features/settings/confirmations-card';
import { DateFormatCard } from '../../features/settings/date-format-card';
import { AppearanceCard } from '../../features/theme/appearance-card';
import { SimplePage } from '../layout/simple-page';

/** `/settings` (SPEC §2): preferences kept in this browser, the export, and a way to reach us. */
export function SettingsScreen() {
  return (
    <SimplePage title="Settings">
      <AppearanceCard />
      <DateFormatCard />
      <ConfirmationsCard />
      <DataExportCard />
      <ContactForm />
    </SimplePage>
  );
}
