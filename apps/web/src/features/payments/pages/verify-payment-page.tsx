import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { CircleCheck, CircleX } from 'lucide-react';
import { findPlan, type VerifyPaymentResponse } from '@mietmatch/contract';
import { clearCheckoutToken, getCheckoutToken, getUserId, useSessionUserId } from '../../../lib/auth-session';
import { takeCheckoutReturnPath } from '../../../lib/checkout-return';
import { currentUserKey, currentUserQueryOptions, enterSession, homePathFor } from '../../../lib/current-user';
import { errorText } from '../../../lib/errors';
import { formatDate, formatMoney } from '../../../lib/format';
import { uiLanguage } from '../../../lib/i18n';
import { richText } from '../../../lib/rich-text';
import { CONTACT_EMAIL } from '../../../components/site-links';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { LoadingState } from '../../../components/ui/spinner';
import { StatusPanel } from '../../../components/status-panel';
import { verifyPaymentQueryOptions } from '../api/verify-payment';

const PLAN_HOME = { client: '/my-requests', contractor: '/all-tenant-requests', admin: '/all-users' } as const;

/**
 * Where the payment provider sends people back: /verify-payment?session_id=… (a plan) and
 * /aditional-plan-success?session_id=…&isAdditionalPlan=true (the additional renter plan).
 * A plan opens signed in (a renewal inside the app) or signed out (a plan chosen with the checkout token
 * after the verification link or a login gate). Signed out, the call brings this tab's checkout token:
 * the server then answers a session too, and the page goes on into the app, the person's one sign-in.
 * Opened without it (another browser) the payment is verified all the same and the person logs in.
 * The additional plan is bought from inside the app and opens in the dashboard, behind sign-in.
 */
function PaymentVerification({ additional }: { additional: boolean }) {
  const { t, i18n } = useTranslation(['payments', 'plans', 'messages']);
  const language = uiLanguage(i18n.resolvedLanguage);
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? '';
  const userId = useSessionUserId();
  // Read once: signed out, the checkout this tab started with the token asks to be signed in.
  const [checkoutToken] = useState(() => (getUserId() ? null : getCheckoutToken()));
  const query = useQuery({
    ...verifyPaymentQueryOptions(sessionId, additional, checkoutToken),
    enabled: Boolean(sessionId),
  });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const announced = useRef(false);

  const verified = query.data;
  useEffect(() => {
    if (!verified || announced.current) return;
    announced.current = true;
    toast.success(t('verify.successTitle'), { id: 'payment-verified' });
    if (verified.access_token && verified.userId) {
      // Signed in by this answer: on to the role's home, as after a login.
      const session = { access_token: verified.access_token, userId: verified.userId };
      void enterSession(queryClient, session)
        .then((user) => homePathFor(user))
        .catch(() => PLAN_HOME[verified.role])
        .then((path) => navigate(path, { replace: true }));
      return;
    }
    // The guards read the plan from the signed-in user: the old answer is out of date now.
    if (userId) void queryClient.invalidateQueries({ queryKey: currentUserKey(userId) });
    else clearCheckoutToken();
  }, [verified, userId, queryClient, navigate, t]);

  const plansPath = `/my-subscriptions${additional ? '?isAdditionalPlan=true' : ''}`;
  const failed = (text: string) => (
    <StatusPanel
      icon={<CircleX />}
      tone="destructive"
      title={t('verify.failedTitle')}
      headingLevel={additional ? 2 : 1}
      action={
        <div className="flex flex-col gap-3">
          {sessionId ? (
            <Button size="lg" className="w-full" busy={query.isFetching} onClick={() => void query.refetch()}>
              {t('verify.retry')}
            </Button>
          ) : null}
          <Link
            to={userId ? plansPath : '/login'}
            className={buttonClasses(sessionId ? 'outline' : 'default', 'lg', 'w-full')}
          >
            {userId ? t('verify.toPlans') : t('verify.toLoginFailed')}
          </Link>
        </div>
      }
    >
      <Alert variant="destructive" className="text-left">
        <AlertDescription>{text}</AlertDescription>
      </Alert>
      <p className="mt-4 text-sm">
        {richText(t('verify.failedHint', { email: CONTACT_EMAIL }), {
          mail: (mail) => (
            <a className="font-medium text-primary underline underline-offset-4" href={`mailto:${CONTACT_EMAIL}`}>
              {mail}
            </a>
          ),
        })}
      </p>
    </StatusPanel>
  );

  // Without a session id there is nothing to ask the server about.
  if (!sessionId) return failed(t('messages:MissingPaymentSession'));
  if (query.isPending) return <LoadingState label={t('verify.checking')} />;
  if (query.data?.access_token) return <LoadingState label={t('verify.signingIn')} />;
  if (query.isError) return failed(errorText(query.error, language));

  const onContinue = async () => {
    if (!userId) {
      toast.info(t('verify.loginToast'));
      await navigate('/login', { replace: true });
      return;
    }
    if (additional) {
      await navigate(takeCheckoutReturnPath(plansPath), { replace: true });
      return;
    }
    // Load the user with the new plan before the guards look at it.
    const user = await queryClient.fetchQuery({ ...currentUserQueryOptions(userId), staleTime: 0 }).catch(() => null);
    await navigate(user ? homePathFor(user) : PLAN_HOME[verified!.role], { replace: true });
  };

  return (
    <VerifiedPayment payment={verified!} additional={additional} signedIn={Boolean(userId)} onContinue={onContinue} />
  );
}

function VerifiedPayment({
  payment,
  additional,
  signedIn,
  onContinue,
}: {
  payment: VerifyPaymentResponse;
  additional: boolean;
  signedIn: boolean;
  onContinue: () => Promise<void>;
}) {
  const { t, i18n } = useTranslation(['payments', 'plans']);
  const language = uiLanguage(i18n.resolvedLanguage);
  const plan = findPlan(payment.planId);
  const planLabel = plan
    ? `${t(`plans:kind.${plan.kind}`)} · ${t('plans:months', { count: plan.months })}`
    : payment.planId;
  const date = formatDate(additional ? payment.additionalPlanExpiresAt : payment.paymentExpiresAt, language);
  const rows: [string, string][] = [
    [t('verify.plan'), planLabel],
    [t('verify.validUntil'), date],
    [t('verify.paid'), `${formatMoney(payment.amountCents, language)} ${t('plans:inclVat')}`],
    [t('verify.receipt'), payment.email],
  ];
  return (
    <StatusPanel
      icon={<CircleCheck />}
      title={t('verify.successTitle')}
      headingLevel={additional ? 2 : 1}
      action={
        <ContinueButton onContinue={onContinue}>{signedIn ? t('verify.continue') : t('verify.toLogin')}</ContinueButton>
      }
    >
      <p className="font-medium text-foreground">
        {additional ? t('verify.successAdditional', { date }) : t('verify.successPlan', { plan: planLabel, date })}
      </p>
      <dl className="mt-6 divide-y rounded-lg border bg-card text-left text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-col gap-0.5 px-4 py-2.5 sm:flex-row sm:justify-between sm:gap-4">
            <dt className="shrink-0 text-muted-foreground">{label}</dt>
            <dd className="font-medium text-foreground [overflow-wrap:anywhere] sm:text-right">{value}</dd>
          </div>
        ))}
      </dl>
      {signedIn ? null : <p className="mt-4">{t('verify.loginHint')}</p>}
    </StatusPanel>
  );
}

function ContinueButton({ onContinue, children }: { onContinue: () => Promise<void>; children: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="lg"
      className="w-full"
      busy={busy}
      onClick={() => {
        setBusy(true);
        void onContinue().finally(() => setBusy(false));
      }}
    >
      {children}
    </Button>
  );
}

export function VerifyPaymentPage() {
  return <PaymentVerification additional={false} />;
}

/** Inside the dashboard (signed in): a card in the content area under the page's own title. */
export function AdditionalPlanSuccessPage() {
  return (
    <div className="mx-auto w-full max-w-md rounded-xl border bg-card p-6 shadow-sm sm:p-8">
      <PaymentVerification additional />
    </div>
  );
}
