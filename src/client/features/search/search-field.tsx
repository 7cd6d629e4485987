import { useRef } from 'react';
import { Search, X } from 'lucide-react';
import { Input } from '@client/components/ui/input';
import { cn } from '@client/lib/utils';

/**
 * "Search videos", with a clear button while there is something to clear (Escape clears too).
 * With `onClose` (the phone header's, which opens on demand) the clear button and Escape also
 * close it, and Escape in an empty field does.
 */
export function SearchField({
  value,
  onChange,
  onEnter,
  onClose,
  autoFocus,
  fill = false,
}: {
  value: string;
  onChange(value: string): void;
  /** Enter pressed in the field: the search is typed. */
  onEnter?(): void;
  /** Cleared or dismissed: the field is no longer wanted. */
  onClose?(): void;
  autoFocus?: boolean;
  /** Take the whole row at every width (the phone's header and slide-over), not 12–16rem. */
  fill?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  function clear() {
    onChange('');
    if (onClose) onClose();
    else input.current?.focus();
  }
  return (
    <div
      role="search"
      className={cn('relative min-w-0 flex-1 sm:flex-none', fill ? 'sm:w-full' : 'sm:w-48 lg:w-64')}
    >
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        ref={input}
        type="search"
        aria-label="Search videos"
        aria-keyshortcuts="/"
        placeholder="Search videos..."
        autoComplete="off"
        autoFocus={autoFocus}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && (value !== '' || onClose)) {
            event.preventDefault();
            if (value !== '') onChange('');
            onClose?.();
          } else if (event.key === 'Enter' && onEnter) {
            event.preventDefault();
            onEnter();
          }
        }}
        // The focus ring shows at once, not with the inputs' 150 ms fade: the fade drew the field
        // again on the main thread in every frame after the click, and a key typed at once (a
        // search is typed right after the click) waited behind those frames (decision 0103).
        className="pr-8 pl-8 transition-none [&::-webkit-search-cancel-button]:appearance-none"
      />
      {value !== '' && (
        <button
          type="button"
          aria-label="Clear search"
          title="Clear search"
          onClick={clear}
          className="absolute top-1/2 right-1.5 inline-flex size-6 -translate-y-1/2 cursor-pointer items-center justify-center rounded-sm text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </div>
  );
}
