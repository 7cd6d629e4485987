import { Toaster } from 'sonner';
import { useTheme } from '../features/theme/theme-context';

/**
 * The one toast outlet, in the page's theme; errors show in the destructive colours. Bottom
 * right, so toasts never cover the header's controls.
 */
export function ThemedToaster() {
  const { theme } = useTheme();
  return <Toaster theme={theme} position="bottom-right" richColors closeButton />;
}
