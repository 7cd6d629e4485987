import { lazy, Suspense } from 'react';
import { useTheme } from '@client/features/theme';
import { loadSonner, useToastOutletWanted } from '@client/lib/toast';

const Toaster = lazy(async () => ({ default: (await loadSonner()).Toaster }));

/**
 * The one toast outlet, in the page's theme; errors show in the destructive colours. Bottom
 * right, so toasts never cover the header's controls. Mounted with the first toast (sonner
 * shows toasts raised before its outlet subscribed).
 */
export function ThemedToaster() {
  const { theme } = useTheme();
  if (!useToastOutletWanted()) return null;
  return (
    <Suspense fallback={null}>
      <Toaster theme={theme} position="bottom-right" richColors closeButton />
    </Suspense>
  );
}
