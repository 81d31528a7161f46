import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import {
  findPlan,
  hasValidAdditionalPlan,
  planRunsAt,
  plansFor,
  type Plan,
  type PlanAudience,
  type User,
} from '@mietmatch/contract';
import { currentUserQueryOptions, homePathFor, useCurrentUser } from '../../../lib/current-user';
import { toastActionError } from '../../../lib/error-toast';
import { uiLanguage } from '../../../lib/i18n';
import { PlanGrid } from '../../../components/plans/plan-grid';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { activateFreePlan } from '../api/activate-free-plan';
import { CurrentPlanBanner } from '../components/current-plan-banner';
import { OrderDialog } from '../components/order-dialog';

function useActivateFreePlan(user: User) {
  const { t, i18n } = useTranslation('plans');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => activateFreePlan(),
    onSuccess: async () => {
      toast.success(t('activatedInApp'));
      // The guards read the plan from the user, so load it fresh before leaving this page.
      const fresh = await queryClient
        .fetchQuery({ ...currentUserQueryOptions(user.id), staleTime: 0 })
        .catch(() => user);
      await navigate(homePathFor(fresh));
    },
    onError: (error) => toastActionError(error, uiLanguage(i18n.resolvedLanguage)),
  });
}

/**
 * /my-subscriptions: the person's plans with their expiry, then the plans of their role to buy
 * (tenants also the additional renter plan: ?isAdditionalPlan=true opens it).
 */
export function MySubscriptionsPage() {
  const { t } = useTranslation('plans');
  const user = useCurrentUser().data!;
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const activate = useActivateFreePlan(user);
  const [chosen, setChosen] = useState<Plan | null>(null);

  if (user.role === 'admin') {
    return <p className="text-muted-foreground">{t('adminNote')}</p>;
  }

  const role: PlanAudience = user.role === 'contractor' ? 'contractor' : 'client';
  const plan = user.planId ? findPlan(user.planId) : undefined;
  const subscriptionValid = planRunsAt(user.paymentExpiresAt, Date.now());
  const tenant = role === 'client';
  // A page that sent the person here (e.g. one that needs the additional plan) is where they return after paying.
  const from = (location.state as { from?: string } | null)?.from;

  const status = (
    <section aria-labelledby="plan-status-heading" className="mb-8">
      <h2 id="plan-status-heading" className="sr-only">
        {t('statusHeading')}
      </h2>
      <div className={tenant ? 'grid gap-4 md:grid-cols-2' : 'grid gap-4'}>
        <CurrentPlanBanner
          title={t('tabs.subscription')}
          label={plan ? `${t(`kind.${plan.kind}`)} · ${t('months', { count: plan.months })}` : null}
          expiresAt={user.paymentExpiresAt}
          valid={subscriptionValid}
          emptyText={t('none')}
        />
        {tenant ? (
          <CurrentPlanBanner
            title={t('additionalStatus')}
            label={user.additionalPlanExpiresAt ? t('additionalLabel') : null}
            expiresAt={user.additionalPlanExpiresAt}
            valid={hasValidAdditionalPlan(user, Date.now())}
            emptyText={t('noneAdditional')}
          />
        ) : null}
      </div>
    </section>
  );

  const subscriptionPlans = (headingLevel: 'h2' | 'h3') => (
    <PlanGrid
      plans={plansFor(role)}
      currentPlanId={subscriptionValid ? user.planId : null}
      freePlanUsed={user.freePlanUsed || subscriptionValid /* free only without a running plan */}
      activating={activate.isPending}
      onContinueFree={() => activate.mutate()}
      onChoose={setChosen}
      headingLevel={headingLevel}
    />
  );

  const order = (
    <OrderDialog
      plan={chosen}
      account={{
        role,
        email: user.email,
        currentExpiry: chosen?.kind === 'additional' ? user.additionalPlanExpiresAt : user.paymentExpiresAt,
        returnTo: from,
      }}
      onClose={() => setChosen(null)}
    />
  );

  if (!tenant) {
    return (
      <div>
        {status}
        <h2 className="text-lg font-semibold">{t('heading')}</h2>
        <p className="mb-6 mt-1 text-muted-foreground">{t('subheading')}</p>
        {subscriptionPlans('h3')}
        {order}
      </div>
    );
  }

  const tab = params.get('isAdditionalPlan') === 'true' ? 'additional' : 'subscription';
  return (
    <div>
      {status}
      <Tabs
        value={tab}
        onValueChange={(value) =>
          setParams(value === 'additional' ? { isAdditionalPlan: 'true' } : {}, {
            replace: true,
            state: location.state,
          })
        }
      >
        <TabsList>
          <TabsTrigger value="subscription">{t('tabs.subscription')}</TabsTrigger>
          <TabsTrigger value="additional">{t('tabs.additional')}</TabsTrigger>
        </TabsList>
        <TabsContent value="subscription">
          <h2 className="text-lg font-semibold">{t('heading')}</h2>
          <p className="mb-6 mt-1 text-muted-foreground">{t('subheading')}</p>
          {subscriptionPlans('h3')}
        </TabsContent>
        <TabsContent value="additional">
          <h2 className="text-lg font-semibold">{t('additionalHeading')}</h2>
          <p className="mb-6 mt-1 text-muted-foreground">{t('additionalSubheading')}</p>
          <PlanGrid
            plans={plansFor('client', true)}
            activating={false}
            onContinueFree={() => undefined}
            onChoose={setChosen}
            headingLevel="h3"
          />
        </TabsContent>
      </Tabs>
      {order}
    </div>
  );
}
