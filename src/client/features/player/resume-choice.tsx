import { useEffect, useRef } from 'react';
import { Button } from '@client/components/ui/button';
import { clockTime } from '@shared/duration';

/**
 * "Resume from 12:34" / "Start over" (docs/product/watching.md#resume), in the player's place
 * until one is chosen. Resume takes the focus: Enter resumes.
 */
export function ResumeChoice({
  seconds,
  duration,
  onChoose,
}: {
  seconds: number;
  duration: number | null;
  onChoose(start: number): void;
}) {
  const resume = useRef<HTMLButtonElement>(null);
  useEffect(() => resume.current?.focus(), []);
  return (
    <div className="flex aspect-video w-full flex-col items-center justify-center gap-4 rounded-md bg-black p-4 text-center text-white">
      <p>
        You stopped at {clockTime(seconds)}
        {duration !== null && ` of ${clockTime(duration)}`}.
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button ref={resume} onClick={() => onChoose(seconds)}>
          Resume from {clockTime(seconds)}
        </Button>
        <Button variant="secondary" onClick={() => onChoose(0)}>
          Start over
        </Button>
      </div>
    </div>
  );
}
