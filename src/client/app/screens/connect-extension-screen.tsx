import { useSearchParams } from '@client/lib/router';
import { CONNECT_MESSAGES, ConnectExtension } from '@client/features/extension';
import { SimplePage } from '../layout/simple-page';

/**
 * `/connect/extension?extension=…&state=…&code=…` (docs/product/extension-and-tokens.md): the tab
 * the browser extension opens to be approved by the signed-in user.
 */
export function ConnectExtensionScreen() {
  const [params] = useSearchParams();
  return (
    <SimplePage title={CONNECT_MESSAGES.title}>
      {/* Another connect link while this screen is open starts afresh. */}
      <ConnectExtension key={params.toString()} params={params} />
    </SimplePage>
  );
}
