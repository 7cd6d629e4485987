import type { ReactNode } from 'react';
import { isHttpUrl } from '@shared/urls';

/**
 * A link to an address a feed or the server gave: opened in a new tab, telling it nothing of
 * Vidshelf. Only an http(s) address is linked; any other shows as plain text.
 */
export function OutsideLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  if (!isHttpUrl(href)) return <span className={className}>{children}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
    </a>
  );
}
