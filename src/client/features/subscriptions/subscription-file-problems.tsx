import type { SubscriptionFileProblem } from '@shared/contracts/subscription-import';
import { problemText } from './subscription-file-text';

/** Problems listed on screen; the rest are counted (the report's file has them all). */
const PROBLEMS_SHOWN = 50;

/** The file's entries that are not followed, with why. */
export function SubscriptionFileProblems({
  problems,
}: {
  problems: readonly SubscriptionFileProblem[];
}) {
  if (problems.length === 0) return null;
  const rest = problems.length - PROBLEMS_SHOWN;
  return (
    <div className="grid gap-1">
      <ul aria-label="Entries not followed" className="grid gap-1 text-sm text-muted-foreground">
        {problems.slice(0, PROBLEMS_SHOWN).map((problem, index) => (
          // Two problems may read alike (the same value on two lines says its line): the place keys.
          <li key={index} className="break-words">
            {problemText(problem)}
          </li>
        ))}
      </ul>
      {rest > 0 && (
        <p className="text-sm text-muted-foreground">
          …and {rest.toLocaleString('en-US')} more {rest === 1 ? 'entry' : 'entries'}.
        </p>
      )}
    </div>
  );
}
