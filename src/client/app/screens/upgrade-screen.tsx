import { Link, useSearchParams } from '@client/lib/router';
import { Spinner } from '@client/components/ui/spinner';
import { useAuth } from '@client/features/auth';
import { useTierState, PlanCards, limitFromQuery, upgradeIntro } from '@client/features/plans';
import { SimplePage } from '../layout/simple-page';

/**
 * `/upgrade` (docs/product/screens-and-routes.md): why the user is here (`?limit=`), and the two
 * plans. A Pro user's heading tells them what their plan holds rather than asking them to upgrade
 * (docs/product/honest-screens.md); the lead waits for the tier, so it never asks a Pro user to
 * upgrade while it loads.
 */
export function UpgradeScreen() {
  const [params] = useSearchParams();
  const { user } = useAuth();
  const { tier, loading } = useTierState();
  const { heading, text } = upgradeIntro(limitFromQuery(params.get('limit')), tier);
  return (
    <SimplePage title={heading} documentTitle="Upgrade" wide>
      {loading ? (
        <Spinner label="Loading your plan..." />
      ) : (
        <>
          <p className="text-lg text-muted-foreground">{text}</p>
          <PlanCards tier={tier} email={user?.email ?? 'YOUR_EMAIL'} />
        </>
      )}
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
