import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnlineNow = () => navigator.onLine;

/**
 * Whether the browser has a network connection, as it reports it (navigator.onLine and its
 * events): false means surely offline; true only that a network is there, not that the server
 * answers.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnlineNow);
}
