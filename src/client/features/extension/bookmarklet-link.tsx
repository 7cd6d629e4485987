import { useEffect, useRef, useState } from 'react';
import { Bookmark } from 'lucide-react';
import { buttonVariants } from '@client/components/ui/button-variants';
import { bookmarkletHref } from './bookmarklet';
import { HELP_MESSAGES } from './extension-messages';

/**
 * The bookmarklet, to drag to the bookmarks bar. Clicking it here would only save this page, so
 * a click does nothing but say to drag it.
 */
export function BookmarkletLink({ origin, savePath }: { origin: string; savePath: string }) {
  const link = useRef<HTMLAnchorElement>(null);
  const [clicked, setClicked] = useState(false);
  const href = bookmarkletHref(origin, savePath);

  useEffect(() => {
    // React 19 never renders a `javascript:` href from JSX: it puts a URL that throws in its
    // place, against injected links. This one is the app's own script, built from this page's
    // origin, so it is set as a plain attribute once React rendered the link.
    link.current?.setAttribute('href', href);
  }, [href]);

  return (
    <div className="grid justify-items-start gap-2">
      <a
        ref={link}
        className={buttonVariants({ variant: 'outline' })}
        onClick={(event) => {
          event.preventDefault();
          setClicked(true);
        }}
      >
        <Bookmark aria-hidden="true" />
        {HELP_MESSAGES.bookmarkletLink}
      </a>
      <p role="status" className="text-sm text-muted-foreground">
        {clicked ? HELP_MESSAGES.bookmarkletClicked : ''}
      </p>
    </div>
  );
}
