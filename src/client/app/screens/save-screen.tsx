import { useLocation, useSearchParams } from '@client/lib/router';
import { SaveLink } from '@client/features/share';
import { SimplePage } from '../layout/simple-page';

/**
 * `/save` (docs/product/save-and-share.md): where a phone's share sheet (a Web Share Target sending
 * `url`, `text` and `title` by GET) and the bookmarklet open Vidshelf, to save one link in one tap.
 */
export function SaveScreen() {
  const [params] = useSearchParams();
  const { search } = useLocation();
  return (
    <SimplePage title="Save a link">
      {/* Another share while this screen is open starts afresh. */}
      <SaveLink
        key={search}
        shared={{ url: params.get('url'), text: params.get('text'), title: params.get('title') }}
      />
    </SimplePage>
  );
}
