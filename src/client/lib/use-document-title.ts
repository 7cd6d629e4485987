import { useEffect } from 'react';
import { PRODUCT_NAME } from '@shared/constants';

/** Names the browser tab after the screen: "Profile · Vidshelf", or the product alone. */
export function useDocumentTitle(screen?: string): void {
  useEffect(() => {
    document.title = screen ? `${screen} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [screen]);
}
