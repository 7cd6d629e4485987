import type { Video } from '../../../../../shared/contracts/library';
import { isPlaceholderId } from '../../model/placeholder-video';
import { VideoCard } from './video-card';

/** The cards, 1 to 5 columns (SPEC §2) by the width of the content area (an @container), not the window. */
export function VideoGrid({
  videos,
  deletingIds,
  onCopy,
  onEdit,
  onDelete,
}: {
  videos: readonly Video[];
  deletingIds: ReadonlySet<string>;
  onCopy(video: Video): void;
  onEdit(video: Video): void;
  onDelete(video: Video): void;
}) {
  return (
    <ul className="grid grid-cols-1 gap-4 @xl:grid-cols-2 @3xl:grid-cols-3 @5xl:grid-cols-4 @7xl:grid-cols-5">
      {videos.map((video) => (
        <li key={video.id}>
          <VideoCard
            video={video}
            busy={
              isPlaceholderId(video.id) ? 'saving' : deletingIds.has(video.id) ? 'deleting' : null
            }
            onCopy={onCopy}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        </li>
      ))}
    </ul>
  );
}
