import { RefreshCw } from 'lucide-react';
import { SidebarHeader } from '@client/components/ui/sidebar';
import { BrandMark } from '@client/components/brand';
import { cn } from '@client/lib/utils';

/** Product name and the refresh button, which reloads the whole library from the server. */
export function SidebarTop({ onRefresh, refreshing }: { onRefresh(): void; refreshing: boolean }) {
  return (
    <SidebarHeader className="flex-row items-center justify-between border-b border-sidebar-border px-4 py-3 group-data-[collapsible=icon]/sidebar:flex-col group-data-[collapsible=icon]/sidebar:gap-2 group-data-[collapsible=icon]/sidebar:px-0">
      {/* In icon mode (docs/product/honest-screens.md) the mark stays, the name is for screen
          readers only, and the refresh button sits under the mark, in the column of the
          collections' icons. */}
      <BrandMark
        className="text-lg"
        nameClassName="group-data-[collapsible=icon]/sidebar:sr-only"
      />
      <button
        type="button"
        aria-label="Refresh library"
        title="Refresh library"
        aria-busy={refreshing || undefined}
        onClick={onRefresh}
        className="inline-flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-md hover:bg-sidebar-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <RefreshCw aria-hidden="true" className={cn('size-4', refreshing && 'animate-spin')} />
      </button>
    </SidebarHeader>
  );
}
