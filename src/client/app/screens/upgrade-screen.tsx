import { Link, useSearchParams } from 'react-router';
import { Spinner } from '@client/components/ui/spinner';
import { useTierState } from '@client/features/library';
import { PlanCards } from '@client/features/plans';
import { limitFromQuery, upgradeIntro } from '@client/features/plans';
import { SimplePage } from '../layout/simple-page';

/** `/upgrade` (SPEC §2): why the user is here (`?limit=`), and the two plans. */
export function UpgradeScreen() {
  const [params] = useSearchParams();
  const { heading, text } = upgradeIntro(limitFromQuery(params.get('limit')));
  const { tier, loading } = useTierState();
  return (
    <SimplePage title={heading} documentTitle="Upgrade" wide>
      <p className="text-lg text-muted-foreground">{text}</p>
      {loading ? <Spinner label="Loading your plan..." /> : <PlanCards tier={tier} />}
      <p className="text-sm text-muted-foreground">
        Questions about the plans? Write to us with the{' '}
        <Link
          to="/settings"
          className="text-primary underline underline-offset-4 hover:no-underline"
        >
          Contact Us form in Settings
        </Link>
        .
      </p>
    </SimplePage>
  );
}
