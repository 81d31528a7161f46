import { useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { findPlan, plansFor, type User } from '@mietmatch/contract';
import { currentUserQueryOptions, hasValidAdditionalPlan, hasValidSubscription, homePathFor, useCurrentUser } from '../../../lib/current-user';
import { errorText } from '../../../lib/errors';
import { uiLanguage } from '../../../lib/i18n';
import { PlanGrid } from '../../../components/plans/plan-grid';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { activateFreePlan } from '../api/activate-free-plan';
import { CurrentPlanBanner } from '../components/current-plan-banner';

function useActivateFreePlan(user: User) {
  const { t, i18n } = useTranslation('plans');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => activateFreePlan(),
    onSuccess: async () => {
      toast.success(t('activatedInApp'));
      // The guards read the plan from the user, so load it fresh before leaving this page.
      const fresh = await queryClient.fetchQuery({ ...currentUserQueryOptions(user.id), staleTime: 0 }).catch(() => user);
      await navigate(homePathFor(fresh));
    },
    onError: (error) => toast.error(errorText(error, uiLanguage(i18n.resolvedLanguage))),
  });
}

export function MySubscriptionsPage() {
  const { t } = useTranslation('plans');
  const user = useCurrentUser().data!;
  const [params, setParams] = useSearchParams();
  const activate = useActivateFreePlan(user);

  const planLabel = (planId: string | null) => {
    const plan = planId ? findPlan(planId) : undefined;
    return plan ? `${t(`kind.${plan.kind}`)} · ${t('months', { count: plan.months })}` : null;
  };

  if (user.role === 'admin') {
    return <p className="text-muted-foreground">{t('adminNote')}</p>;
  }

  const subscription = (
    <>
      <CurrentPlanBanner label={planLabel(user.planId)} expiresAt={user.paymentExpiresAt} valid={hasValidSubscription(user)} emptyText={t('none')} />
      <PlanGrid
        plans={plansFor(user.role)}
        currentPlanId={hasValidSubscription(user) ? user.planId : null}
        freePlanUsed={user.freePlanUsed}
        activating={activate.isPending}
        onContinueFree={() => activate.mutate()}
      />
    </>
  );

  if (user.role !== 'client') {
    return (
      <div>
        <p className="mb-6 text-muted-foreground">{t('subheading')}</p>
        {subscription}
      </div>
    );
  }

  // Tenants also have the additional plan; ?isAdditionalPlan=true opens it directly.
  const tab = params.get('isAdditionalPlan') === 'true' ? 'additional' : 'subscription';
  return (
    <Tabs
      value={tab}
      onValueChange={(value) => setParams(value === 'additional' ? { isAdditionalPlan: 'true' } : {}, { replace: true })}
    >
      <TabsList>
        <TabsTrigger value="subscription">{t('tabs.subscription')}</TabsTrigger>
        <TabsTrigger value="additional">{t('tabs.additional')}</TabsTrigger>
      </TabsList>
      <TabsContent value="subscription">
        <p className="mb-6 text-muted-foreground">{t('subheading')}</p>
        {subscription}
      </TabsContent>
      <TabsContent value="additional">
        <div className="mb-6">
          <h2 className="text-lg font-semibold">{t('additionalHeading')}</h2>
          <p className="mt-1 text-muted-foreground">{t('additionalSubheading')}</p>
        </div>
        <CurrentPlanBanner
          label={user.additionalPlanExpiresAt ? t('kind.additional') : null}
          expiresAt={user.additionalPlanExpiresAt}
          valid={hasValidAdditionalPlan(user)}
          emptyText={t('noneAdditional')}
        />
        <PlanGrid plans={plansFor('client', true)} activating={false} onContinueFree={() => undefined} headingLevel="h3" />
      </TabsContent>
    </Tabs>
  );
}
