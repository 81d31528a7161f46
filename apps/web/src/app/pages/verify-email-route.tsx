import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../components/ui/spinner';
import { LazyConfirmEmailPage } from '../../features/auth';
import { LazyCheckoutPlanPage } from '../../features/subscriptions';

// One path, two purposes (as the specification has it): the mail's ?token= link, or the plan choice
// after a login gate (?email=&role=). Each half lives in its own feature and loads on demand.
export function isPlanChoice(params: URLSearchParams) {
  return !params.has('token') && params.has('email');
}

export function VerifyEmailRoute() {
  const [params] = useSearchParams();
  const { t } = useTranslation('common');
  return (
    <Suspense fallback={<LoadingState label={t('loading')} />}>
      {isPlanChoice(params) ? <LazyCheckoutPlanPage /> : <LazyConfirmEmailPage token={params.get('token') ?? ''} />}
    </Suspense>
  );
}
