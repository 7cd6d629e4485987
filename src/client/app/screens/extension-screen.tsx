import { ExtensionHelp, HELP_MESSAGES } from '@client/features/extension';
import { SimplePage } from '../layout/simple-page';

/**
 * `/extension` (docs/product/extension-and-tokens.md): what the user menu's "Browser extension"
 * opens.
 */
export function ExtensionScreen() {
  return (
    <SimplePage title={HELP_MESSAGES.title}>
      <ExtensionHelp />
    </SimplePage>
  );
}
