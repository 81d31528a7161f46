import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { CircleCheck } from 'lucide-react';
import { plansFor, type Plan, type PlanAudience } from '@mietmatch/contract';
import { ApiError } from '../../../lib/api-client';
import { clearCheckoutToken, getCheckoutFreePlanUsed, getCheckoutToken } from '../../../lib/auth-session';
import { enterSession, homePathFor } from '../../../lib/current-user';
import { formFailureText } from '../../../lib/errors';
import { uiLanguage } from '../../../lib/i18n';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { PlanGrid } from '../../../components/plans/plan-grid';
import { activateFreePlan } from '../api/activate-free-plan';
import { OrderDialog } from '../components/order-dialog';

/**
 * /verify-email?email=…&role=… after the verification link (in the browser that signed up) or a
 * NoPayment/PaymentExpired login gate: choose a plan for that account with the checkout token (there is
 * no session yet). Continue for free signs in at once; a paid plan goes to the provider, which sends the
 * person back to /verify-payment (signed in there) or here when they cancel. Nobody has failed here:
 * the page welcomes, and only an action that went wrong shows in red.
 */
export function CheckoutPlanPage() {
  const { t, i18n } = useTranslation('plans');
  const language = uiLanguage(i18n.resolvedLanguage);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Straight from the verification link: say that it worked.
  const emailVerified = (useLocation().state as { emailVerified?: unknown } | null)?.emailVerified === true;
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const role: PlanAudience = params.get('role') === 'contractor' ? 'contractor' : 'client';
  const [checkoutToken] = useState(getCheckoutToken);
  // The login gate says whether "Continue for free" was used already; then only paid plans remain.
  const [freePlanUsed] = useState(getCheckoutFreePlanUsed);
  const [failure, setFailure] = useState<string | null>(null);
  const [chosen, setChosen] = useState<Plan | null>(null);

  const activate = useMutation({
    mutationFn: () => activateFreePlan(checkoutToken ?? undefined),
    onSuccess: async (answer) => {
      if (answer.access_token && answer.userId) {
        // Activated with the checkout token: the answer signed the person in.
        const user = await enterSession(queryClient, { access_token: answer.access_token, userId: answer.userId });
        toast.success(t('activatedInApp'));
        await navigate(homePathFor(user), { replace: true });
        return;
      }
      clearCheckoutToken();
      toast.success(t('activated'));
      await navigate('/login', { replace: true });
    },
    onError: (error) => {
      // The login gate's token lives 30 minutes: then the person has to log in again to choose.
      const expired = error instanceof ApiError && error.status === 401;
      const text = expired ? t('missingCheckout') : formFailureText(error, language);
      setFailure(text ?? null);
      if (text) toast.error(text);
    },
  });

  return (
    <div>
      <div className="mx-auto mb-10 max-w-2xl text-center">
        {emailVerified ? (
          <p className="mb-4 inline-flex items-center gap-2 rounded-full bg-success/10 px-3 py-1 text-sm font-medium text-success">
            <CircleCheck className="size-4" aria-hidden />
            {t('welcome.emailVerified')}
          </p>
        ) : null}
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('welcome.heading')}</h1>
        <p className="mt-2 text-muted-foreground">{t('welcome.intro')}</p>
        <p className="mt-1 text-sm text-muted-foreground">{t('subheading')}</p>
        {email ? <p className="mt-2 text-sm font-medium">{t('forAccount', { email })}</p> : null}
      </div>
      {!checkoutToken ? (
        <Alert className="mx-auto mb-8 max-w-2xl">
          <AlertDescription>{t('missingCheckout')}</AlertDescription>
          <Link to="/login" className="font-medium text-primary underline underline-offset-4">
            {t('toLogin')}
          </Link>
        </Alert>
      ) : null}
      {failure ? (
        <Alert variant="destructive" className="mx-auto mb-8 max-w-2xl">
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      ) : null}
      <PlanGrid
        plans={plansFor(role)}
        freePlanUsed={freePlanUsed}
        freeUnavailable={!checkoutToken}
        activating={activate.isPending}
        onContinueFree={() => {
          setFailure(null);
          activate.mutate();
        }}
        onChoose={setChosen}
        chooseUnavailable={!checkoutToken || !email}
      />
      <OrderDialog
        plan={chosen}
        account={{ role, email, checkoutToken: checkoutToken ?? undefined }}
        onClose={() => setChosen(null)}
      />
    </div>
  );
}
