import { useId, useState } from 'react';
import type { Tier } from '@shared/contracts/auth';
import { Button } from '@client/components/ui/button';
import { PlanCard } from './plan-card';
import { grantProCommand, planBadges, PLANS } from './upgrade-copy';

/** There is no purchase flow (docs/product/screens-and-routes.md): the choice is only logged. */
function logUpgradeChoice() {
  console.info('Upgrade to Pro chosen: purchases are not available yet.');
}

/**
 * What "Upgrade to Pro" shows besides its log (docs/product/honest-screens.md): on a self-hosted
 * server Pro is not bought but granted by the operator, with the command for this user.
 */
function HowToGetPro({ id, email, hidden }: { id: string; email: string; hidden: boolean }) {
  return (
    <div id={id} hidden={hidden} className="grid w-full gap-2 text-sm">
      <p>
        Nothing is sold on this server: Pro is granted by the person who runs it. Ask them to run
        this command on the server:
      </p>
      <pre className="rounded-md bg-muted px-3 py-2 text-xs break-all whitespace-pre-wrap">
        <code>{grantProCommand(email)}</code>
      </pre>
      <p className="text-muted-foreground">
        With the built-in database, the server is stopped while the command runs (see
        &ldquo;Operators&rsquo; command line&rdquo; in the README). Pro shows here once it is
        granted and the page is reloaded.
      </p>
    </div>
  );
}

/** The Free and Pro cards side by side, marked for the user's tier. */
export function PlanCards({ tier, email }: { tier: Tier | null; email: string }) {
  const badges = planBadges(tier);
  const howToId = useId();
  const [howToShown, setHowToShown] = useState(false);
  return (
    <div className="flex flex-col gap-6 md:flex-row">
      <PlanCard plan={PLANS.free} badge={badges.free} />
      <PlanCard
        plan={PLANS.pro}
        badge={badges.pro}
        highlighted
        action={
          tier === 'pro' ? (
            <p className="font-medium">You&apos;re already on the Pro Plan</p>
          ) : (
            <div className="grid w-full gap-4">
              <Button
                type="button"
                className="w-full"
                aria-expanded={howToShown}
                aria-controls={howToId}
                onClick={() => {
                  logUpgradeChoice();
                  setHowToShown(true);
                }}
              >
                Upgrade to Pro
              </Button>
              <HowToGetPro id={howToId} email={email} hidden={!howToShown} />
            </div>
          )
        }
      />
    </div>
  );
}
