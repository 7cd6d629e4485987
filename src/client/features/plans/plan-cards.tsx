import type { Tier } from '@shared/contracts/auth';
import { Button } from '@client/components/ui/button';
import { PlanCard } from './plan-card';
import { planBadges, PLANS } from './upgrade-copy';

/** There is no purchase flow yet (SPEC §2): the choice is only logged. */
function logUpgradeChoice() {
  console.info('Upgrade to Pro chosen: purchases are not available yet.');
}

/** The Free and Pro cards side by side, marked for the user's tier. */
export function PlanCards({ tier }: { tier: Tier | null }) {
  const badges = planBadges(tier);
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
            <Button type="button" className="w-full" onClick={logUpgradeChoice}>
              Upgrade to Pro
            </Button>
          )
        }
      />
    </div>
  );
}
