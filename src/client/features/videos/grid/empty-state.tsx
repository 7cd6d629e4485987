import type { ReactNode } from 'react';
import { SearchX, VideoOff } from 'lucide-react';

/** SPEC §2's two empty states; the one without a search offers Add Video. */
export function EmptyState({ searching, addVideo }: { searching: boolean; addVideo: ReactNode }) {
  const Icon = searching ? SearchX : VideoOff;
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center">
      <Icon aria-hidden="true" className="size-12 text-muted-foreground" />
      <h2 className="text-lg font-semibold">
        {searching ? 'No videos found' : 'No videos in this category'}
      </h2>
      <p className="text-sm text-muted-foreground">
        {searching
          ? 'Try adjusting your search or browse a different category'
          : 'Add your first YouTube video to get started'}
      </p>
      {!searching && addVideo}
    </div>
  );
}
