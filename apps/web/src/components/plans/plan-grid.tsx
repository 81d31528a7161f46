import { useTranslation } from 'react-i18next';
import { FREE_PLAN_ID, type Plan } from '@mietmatch/contract';
import { Button } from '../ui/button';
import { PlanCard } from './plan-card';

interface PlanGridProps {
  plans: Plan[];
  currentPlanId?: string | null;
  /** The account has had its free plan: the button says so. */
  freePlanUsed?: boolean;
  /** The free plan cannot be activated right now (e.g. no checkout token): the button is just disabled. */
  freeUnavailable?: boolean;
  activating: boolean;
  onContinueFree: () => void;
  headingLevel?: 'h2' | 'h3';
}

const wrapButton = 'h-auto min-h-10 w-full whitespace-normal py-2 text-center leading-snug';

/*
 * The plan table of one role: the free Basic plan as a wide card on top, the paid plans beneath.
 * Only "Continue for free" works for now; paid plans show the legally required button text but stay
 * disabled until card payment ships, so nothing pretends to charge.
 */
export function PlanGrid({ plans, currentPlanId, freePlanUsed, freeUnavailable, activating, onContinueFree, headingLevel }: PlanGridProps) {
  const { t } = useTranslation('plans');
  const free = plans.find((plan) => plan.id === FREE_PLAN_ID);
  const paid = plans.filter((plan) => plan.id !== FREE_PLAN_ID);
  return (
    <div className="flex flex-col gap-4">
      {free ? (
        <PlanCard
          plan={free}
          layout="wide"
          headingLevel={headingLevel}
          current={currentPlanId === free.id}
          action={
            <Button className={wrapButton} onClick={onContinueFree} busy={activating} disabled={freePlanUsed || freeUnavailable}>
              {freePlanUsed ? t('freeUsed') : activating ? t('continuing') : t('continueFree')}
            </Button>
          }
        />
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[repeat(auto-fit,minmax(210px,1fr))]">
        {paid.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            headingLevel={headingLevel}
            current={currentPlanId === plan.id}
            action={
              <div className="flex flex-col gap-2">
                <Button variant="outline" className={wrapButton} disabled aria-describedby={`pay-soon-${plan.id}`}>
                  {t('order')}
                </Button>
                <p id={`pay-soon-${plan.id}`} className="text-center text-xs text-muted-foreground">
                  {t('paymentSoon')}
                </p>
              </div>
            }
          />
        ))}
      </div>
    </div>
  );
}
