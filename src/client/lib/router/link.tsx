import { useEffect } from 'react';
import type { ComponentProps, MouseEvent } from 'react';
import { useLocation, useNavigate } from './browser-router';
import { pathOf, resolveTo } from './location';

/** A plain click: the others (a new tab, a download, another target) are the browser's. */
const isPlainClick = (event: MouseEvent<HTMLAnchorElement>, target: string | undefined) =>
  event.button === 0 &&
  (!target || target === '_self') &&
  !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);

/**
 * A link within the app: a real href, followed without reloading the page. A link to where the
 * page already is replaces the entry, as React Router's did, so Back is not a no-op.
 */
export function Link({ to, onClick, target, ...props }: ComponentProps<'a'> & { to: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const href = resolveTo(to, location);
  return (
    <a
      {...props}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event, target)) return;
        event.preventDefault();
        navigate(href, { replace: href === pathOf(location) });
      }}
    />
  );
}

/** Goes to `to` once rendered: a redirect. */
export function Navigate({
  to,
  replace,
  state,
}: {
  to: string;
  replace?: boolean;
  state?: unknown;
}) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace, state });
  }, [navigate, to, replace, state]);
  return null;
}
