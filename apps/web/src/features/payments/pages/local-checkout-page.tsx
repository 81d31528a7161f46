import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CircleCheck, CircleSlash, CircleX, CreditCard, FlaskConical } from 'lucide-react';
import type { LocalCheckoutSession } from '@mietmatch/contract';
import { findPlan, planName } from '@mietmatch/contract/plans';
import { ApiError } from '../../../lib/api-client';
import { useSessionUserId } from '../../../lib/auth-session';
import { browserLocation } from '../../../lib/browser-location';
import { errorText } from '../../../lib/errors';
import { toastActionError } from '../../../lib/error-toast';
import { formatMoney } from '../../../lib/format';
import { uiLanguage } from '../../../lib/i18n';
import { StatusPanel } from '../../../components/status-panel';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadingState } from '../../../components/ui/spinner';
import { cancelLocalCheckout, localCheckoutQueryOptions, payLocalCheckout } from '../api/local-checkout';

/** Said on every state of the page: nothing here is a real payment. */
function TestPaymentBanner() {
  const { t } = useTranslation('payments');
  return (
    <div className="mb-6 flex gap-3 rounded-xl border border-warning/40 bg-warning/8 p-4 text-sm">
      <FlaskConical className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden="true" />
      <div>
        <p className="font-semibold text-foreground">{t('local.banner')}</p>
        <p className="mt-1 text-muted-foreground">{t('local.bannerText')}</p>
      </div>
    </div>
  );
}

/**
 * /local-checkout/:sessionId — the built-in test checkout (no Stripe key configured). It plays the
 * payment provider's hosted page: what is bought, the amount, the account, then Pay or Cancel, each
 * of which answers where the provider would send the browser next.
 */
export function LocalCheckoutPage() {
  const { t } = useTranslation('payments');
  const { sessionId = '' } = useParams();
  const query = useQuery(localCheckoutQueryOptions(sessionId));
  const signedIn = Boolean(useSessionUserId());

  let content: ReactNode;
  if (query.isPending) {
    content = <LoadingState label={t('local.loading')} />;
  } else if (query.isError) {
    const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    content = (
      <StatusPanel
        icon={<CircleX />}
        tone="destructive"
        title={t('local.notFoundTitle')}
        action={
          missing ? (
            <Link to={signedIn ? '/my-subscriptions' : '/login'} className={buttonClasses('default', 'lg', 'w-full')}>
              {signedIn ? t('local.canceledAction') : t('local.toLogin')}
            </Link>
          ) : (
            <Button size="lg" className="w-full" busy={query.isFetching} onClick={() => void query.refetch()}>
              {t('verify.retry')}
            </Button>
          )
        }
      >
        {missing ? t('local.notFoundText') : errorText(query.error)}
      </StatusPanel>
    );
  } else if (query.data.status === 'paid') {
    content = (
      <StatusPanel
        icon={<CircleCheck />}
        title={t('local.paidTitle')}
        action={
          <Button size="lg" className="w-full" onClick={() => browserLocation.assign(query.data.successUrl)}>
            {t('local.paidAction')}
          </Button>
        }
      >
        {t('local.paidText')}
      </StatusPanel>
    );
  } else if (query.data.status === 'canceled') {
    content = (
      <StatusPanel
        icon={<CircleSlash />}
        title={t('local.canceledTitle')}
        action={
          <Button size="lg" className="w-full" onClick={() => browserLocation.assign(query.data.cancelUrl)}>
            {t('local.canceledAction')}
          </Button>
        }
      >
        {t('local.canceledText')}
      </StatusPanel>
    );
  } else {
    content = <OpenCheckout session={query.data} onConflict={() => void query.refetch()} />;
  }

  return (
    <div>
      <TestPaymentBanner />
      {content}
    </div>
  );
}

/** The plan's name in the page's language; the server's description for a plan we do not know. */
function itemName(session: LocalCheckoutSession, language: 'de' | 'en') {
  const plan = session.planId ? findPlan(session.planId) : undefined;
  return plan ? planName(plan, language) : session.description;
}

function OpenCheckout({ session, onConflict }: { session: LocalCheckoutSession; onConflict: () => void }) {
  const { t, i18n } = useTranslation('payments');
  const language = uiLanguage(i18n.resolvedLanguage);
  const amount = formatMoney(session.amountCents, language, session.currency);
  // Set once the server answered: the page is being left, the buttons stay disabled until it is gone.
  const [leaving, setLeaving] = useState(false);
  const leave = ({ redirectUrl }: { redirectUrl: string }) => {
    setLeaving(true);
    browserLocation.assign(redirectUrl);
  };
  const fail = (error: unknown) => {
    toastActionError(error, language);
    // Paid or cancelled meanwhile (another tab): show what it is now.
    if (error instanceof ApiError && error.status === 409) onConflict();
  };
  const pay = useMutation({ mutationFn: () => payLocalCheckout(session.sessionId), onSuccess: leave, onError: fail });
  const cancel = useMutation({
    mutationFn: () => cancelLocalCheckout(session.sessionId),
    onSuccess: leave,
    onError: fail,
  });
  const busy = pay.isPending || cancel.isPending || leaving;

  return (
    <Card className="p-6 sm:p-8">
      <p className="text-sm text-muted-foreground">{t('local.merchant')}</p>
      <h1 className="mt-1 text-2xl font-semibold tracking-tight">{t('local.heading')}</h1>

      <dl className="mt-6 divide-y rounded-lg border text-sm">
        <div className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:justify-between sm:gap-6">
          <dt className="text-muted-foreground">{t('local.item')}</dt>
          <dd className="font-medium sm:text-right">{itemName(session, language)}</dd>
        </div>
        <div className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:justify-between sm:gap-6">
          <dt className="text-muted-foreground">{t('local.email')}</dt>
          <dd className="font-medium [overflow-wrap:anywhere] sm:text-right">{session.email}</dd>
        </div>
        <div className="flex items-baseline justify-between gap-6 bg-muted/50 px-4 py-4">
          <dt className="font-medium">{t('local.amount')}</dt>
          <dd className="text-right">
            <span className="block text-2xl font-bold tracking-tight">{amount}</span>
            <span className="text-xs text-muted-foreground">{t('local.inclVat')}</span>
          </dd>
        </div>
      </dl>

      <p className="mt-6 flex gap-3 text-sm text-muted-foreground">
        <CreditCard className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t('local.cardNote')}
      </p>

      <div className="mt-6 flex flex-col gap-3">
        <Button
          size="lg"
          className="w-full"
          busy={pay.isPending || (leaving && pay.isSuccess)}
          disabled={busy}
          onClick={() => pay.mutate()}
        >
          {pay.isPending || pay.isSuccess ? t('local.paying') : t('local.pay', { amount })}
        </Button>
        <Button
          variant="ghost"
          className="w-full"
          busy={cancel.isPending || (leaving && cancel.isSuccess)}
          disabled={busy}
          onClick={() => cancel.mutate()}
        >
          {cancel.isPending || cancel.isSuccess ? t('local.canceling') : t('local.cancel')}
        </Button>
      </div>
    </Card>
  );
}
