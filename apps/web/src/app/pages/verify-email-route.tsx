import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../components/ui/spinner';
import { loadDashboardTranslations } from '../../lib/i18n';

// One path, two purposes (as the specification has it): the mail's ?token= link, or the plan choice
// after a login gate (?email=&role=). Each half lives in its own feature and loads on demand.
const ConfirmEmailPage = lazy(() =>
  import('../../features/auth/pages/confirm-email-page').then((m) => ({ default: m.ConfirmEmailPage })),
);
const CheckoutPlanPage = lazy(async () => {
  const [page] = await Promise.all([
    import('../../features/subscriptions/pages/checkout-plan-page'),
    loadDashboardTranslations(),
  ]);
  return { default: page.CheckoutPlanPage };
});

export function isPlanChoice(params: URLSearchParams) {
  return !params.has('token') && params.has('email');
}

export function VerifyEmailRoute() {
  const [params] = useSearchParams();
  const { t } = useTranslation('common');
  return (
    <Suspense fallback={<LoadingState label={t('loading')} />}>
      {isPlanChoice(params) ? <CheckoutPlanPage /> : <ConfirmEmailPage token={params.get('token') ?? ''} />}
    </Suspense>
  );
}
