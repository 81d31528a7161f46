import { useTranslation } from 'react-i18next';
import { FREE_PLAN_ID, type Plan } from '@mietmatch/contract';
import { Button } from '../ui/button';
import { PlanCard } from './plan-card';

interface PlanGridProps {
  plans: Plan[];
  currentPlanId?: string | null;
  /** The account has had its free plan: Basic is no longer offered. */
  freePlanUsed?: boolean;
  /** The free plan cannot be activated right now (e.g. no checkout token): the button is just disabled. */
  freeUnavailable?: boolean;
  activating: boolean;
  onContinueFree: () => void;
  /** A paid plan was chosen: the page opens its order overview. */
  onChoose: (plan: Plan) => void;
  /** Paid plans cannot be ordered right now (e.g. no checkout token). */
  chooseUnavailable?: boolean;
  headingLevel?: 'h2' | 'h3';
}

const wrapButton = 'h-auto min-h-10 w-full whitespace-normal py-2 text-center leading-snug';

/**
 * The plan table of one role: the free Basic plan (while the account has not had it) as a wide card
 * on top, the paid plans beneath. "Tarif wählen" opens the order overview with the binding button.
 */
export function PlanGrid({
  plans,
  currentPlanId,
  freePlanUsed,
  freeUnavailable,
  activating,
  onContinueFree,
  onChoose,
  chooseUnavailable,
  headingLevel,
}: PlanGridProps) {
  const { t } = useTranslation('plans');
  const free = freePlanUsed ? undefined : plans.find((plan) => plan.id === FREE_PLAN_ID);
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
            <Button className={wrapButton} onClick={onContinueFree} busy={activating} disabled={freeUnavailable}>
              {activating ? t('continuing') : t('continueFree')}
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
              <Button
                variant={plan.topPlacement ? 'default' : 'outline'}
                className={wrapButton}
                disabled={chooseUnavailable}
                onClick={() => onChoose(plan)}
              >
                {t('orderDialog.choose')}
              </Button>
            }
          />
        ))}
      </div>
    </div>
  );
}
