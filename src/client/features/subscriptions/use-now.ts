import { useEffect, useState } from 'react';

/** How often "5 minutes ago" is brought up to date. */
const TICK_MS = 60_000;

/** The time now (ms), renewed every minute: what "Checked 5 minutes ago" is counted from. */
export function useNow(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
