import { useMemo, useState } from 'react';
import type { Video } from '@shared/contracts/library';
import { embedOf } from '@shared/embed';
import { Spinner } from '@client/components/ui/spinner';
import { usePlayback } from './api/use-playback';
import { PlayingFrame } from './playing-frame';
import { ResumeChoice } from './resume-choice';
import { useResumePoint } from './use-resume-point';

/** The frame's place while the player cannot show yet. */
function PlayerBox({ children }: { children?: React.ReactNode }) {
  return (
    <div className="flex aspect-video w-full items-center justify-center rounded-md bg-black p-4 text-center text-white">
      {children ?? <Spinner />}
    </div>
  );
}

/**
 * One video: where to start (the moment asked for; else a saved position, offered as "Resume" /
 * "Start over", or taken at once when the queue moved on by itself), then its player.
 */
export function PlayerStage({
  video,
  start,
  autoResume,
  onWatched,
  onEnded,
}: {
  video: Video;
  start: number | undefined;
  autoResume: boolean;
  onWatched(video: Video): void;
  onEnded(): void;
}) {
  const embed = useMemo(() => embedOf(video), [video]);
  const playback = usePlayback();
  const cached = playback.data?.positions.find((position) => position.videoId === video.id);
  const point = useResumePoint(video.id, cached, start === undefined);
  const [chosen, setChosen] = useState<number | undefined>(start);

  if (!embed)
    return <PlayerBox>This video has no player in Vidshelf: open it in a new tab.</PlayerBox>;
  if (!playback.data) {
    return (
      <PlayerBox>
        {playback.isError ? (
          <p role="alert">
            The player could not start: Vidshelf did not answer. Try again, or open the video in a
            new tab.
          </p>
        ) : undefined}
      </PlayerBox>
    );
  }
  const from = chosen ?? (point === null ? 0 : autoResume ? point?.seconds : undefined);
  if (from === undefined) {
    if (!point) return <PlayerBox />;
    return <ResumeChoice seconds={point.seconds} duration={point.duration} onChoose={setChosen} />;
  }
  return (
    <PlayingFrame
      video={video}
      embed={embed}
      players={playback.data.players}
      preferences={playback.data.preferences}
      start={from}
      onFinished={onWatched}
      onEnded={onEnded}
    />
  );
}
