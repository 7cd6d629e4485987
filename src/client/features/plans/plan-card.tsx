import { useId } from 'react';
import type { ReactNode } from 'react';
import { Check } from 'lucide-react';
import { Badge } from '@client/components/ui/badge';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@client/components/ui/card';
import { cn } from '@client/lib/utils';

interface PlanCardProps {
  plan: { name: string; price: string; period: string; features: readonly string[] };
  badge: string | null;
  highlighted?: boolean;
  /** What the user can do about this plan (a button, or a note). */
  action?: ReactNode;
}

/** One plan: a region named by the plan, with its price, what it includes and a badge. */
export function PlanCard({ plan, badge, highlighted = false, action }: PlanCardProps) {
  const titleId = useId();
  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      className={cn('flex-1', highlighted && 'border-primary')}
    >
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle id={titleId} size="lg">
            {plan.name}
          </CardTitle>
          {badge && <Badge variant={badge === 'Current' ? 'secondary' : 'default'}>{badge}</Badge>}
        </div>
        <p>
          <span className="text-3xl font-bold">{plan.price}</span>{' '}
          <span className="text-muted-foreground">{plan.period}</span>
        </p>
      </CardHeader>
      <CardContent className="flex-1">
        <ul className="grid gap-2">
          {plan.features.map((feature) => (
            <li key={feature} className="flex items-center gap-2">
              <Check aria-hidden="true" className="size-4 text-primary" />
              {feature}
            </li>
          ))}
        </ul>
      </CardContent>
      {action && <CardFooter>{action}</CardFooter>}
    </Card>
  );
}
