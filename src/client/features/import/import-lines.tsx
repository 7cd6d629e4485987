import { Link } from '@client/lib/router';
import { upgradePath } from '@client/features/plans';
import type { ImportLine } from './import-text';

const upgradeLink = (limit: NonNullable<ImportLine['upgrade']>) =>
  limit === 'any' ? '/upgrade' : upgradePath(limit);

/** A list of the card's sentences, each over-limit one with its way to the plan page. */
export function ImportLines({ label, lines }: { label: string; lines: readonly ImportLine[] }) {
  return (
    <ul aria-label={label} className="grid gap-1 text-sm">
      {lines.map((line) => (
        <li key={line.text}>
          {line.text}
          {line.upgrade && (
            <>
              {' '}
              <Link
                to={upgradeLink(line.upgrade)}
                className="text-primary underline underline-offset-4 hover:no-underline"
              >
                Upgrade to Pro
              </Link>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
