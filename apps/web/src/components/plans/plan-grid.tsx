import { useTranslation } from 'react-i18next';
import { FREE_PLAN_ID, type Plan } from '@mietmatch/contract';
import { Button } from '../ui/button';
import { PlanCard } from './plan-card';

interface PlanGridProps {
  plans: Plan[];
  currentPlanId?: string | null;
  freePlanUsed?: boolean;
  activating: boolean;
  onContinueFree: () => void;
}

/*
 * The plan table of one role. Only "Continue for free" works for now; paid plans show the legally
 * required button text but stay disabled until card payment ships, so nothing pretends to charge.
 */
export function PlanGrid({ plans, currentPlanId, freePlanUsed, activating, onContinueFree }: PlanGridProps) {
  const { t } = useTranslation('plans');
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[repeat(auto-fit,minmax(220px,1fr))]">
      {plans.map((plan) => (
        <PlanCard
          key={plan.id}
          plan={plan}
          current={currentPlanId === plan.id}
          action={
            plan.id === FREE_PLAN_ID ? (
              <Button className="w-full" onClick={onContinueFree} busy={activating} disabled={freePlanUsed}>
                {freePlanUsed ? t('freeUsed') : activating ? t('continuing') : t('continueFree')}
              </Button>
            ) : (
              <div className="flex flex-col gap-2">
                <Button variant="outline" className="w-full" disabled aria-describedby={`pay-soon-${plan.id}`}>
                  {t('order')}
                </Button>
                <p id={`pay-soon-${plan.id}`} className="text-center text-xs text-muted-foreground">
                  {t('paymentSoon')}
                </p>
              </div>
            )
          }
        />
      ))}
    </div>
  );
}
