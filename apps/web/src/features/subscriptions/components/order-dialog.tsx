import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import type { Plan, PlanAudience } from '@mietmatch/contract';
import { ApiError } from '../../../lib/api-client';
import { browserLocation } from '../../../lib/browser-location';
import { saveCheckoutReturnPath } from '../../../lib/checkout-return';
import { formFailureText } from '../../../lib/errors';
import { formatDate, formatMoney } from '../../../lib/format';
import { uiLanguage } from '../../../lib/i18n';
import { richText } from '../../../lib/rich-text';
import { LEGAL_LINKS } from '../../../components/site-links';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { createCheckoutSession } from '../../payments';
import { labelIdOf } from '../../../components/ui/label';

interface OrderAccount {
  role: PlanAudience;
  email: string;
  /** The login gate's checkout token; absent inside the app (the session's access token is used). */
  checkoutToken?: string;
  /** The running plan's end: a new plan starts from there (buying again extends). */
  currentExpiry?: string | null;
  /** Additional plan only: the page to go back to after paying. */
  returnTo?: string | null;
}

interface OrderDialogProps {
  plan: Plan | null;
  account: OrderAccount;
  onClose: () => void;
}

/**
 * The order overview right before the binding button (§ 312j BGB): plan, price per month, total
 * incl. VAT, term, start, account, the required consent to the terms and to the service starting within
 * the withdrawal period, and the button "Zahlungspflichtig bestellen". Ordering starts a checkout
 * session and leaves for the payment provider's page.
 */
export function OrderDialog({ plan, account, onClose }: OrderDialogProps) {
  const { t } = useTranslation('common');
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={plan !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
    >
      {plan ? (
        <DialogContent
          closeLabel={t('actions.close')}
          className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl"
        >
          {/* A fresh form (unticked consent) for every plan opened. */}
          <OrderForm key={plan.id} plan={plan} account={account} onClose={onClose} onBusyChange={setBusy} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function OrderForm({
  plan,
  account,
  onClose,
  onBusyChange,
}: {
  plan: Plan;
  account: OrderAccount;
  onClose: () => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const { t, i18n } = useTranslation('plans');
  const language = uiLanguage(i18n.resolvedLanguage);
  const id = useId();
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The server has answered with the provider's page: we are leaving, the button stays busy.
  const [leaving, setLeaving] = useState(false);

  const additional = plan.kind === 'additional';
  const order = useMutation({
    mutationFn: () =>
      createCheckoutSession(
        { role: account.role, email: account.email, duration: plan.months, additional },
        account.checkoutToken,
      ),
    onMutate: () => onBusyChange(true),
    onSuccess: ({ url }) => {
      setLeaving(true);
      if (additional) saveCheckoutReturnPath(account.returnTo);
      browserLocation.assign(url);
    },
    onError: (error) => {
      onBusyChange(false);
      // The login gate's token lives 30 minutes: then the person has to log in again to choose.
      const tokenExpired = Boolean(account.checkoutToken) && error instanceof ApiError && error.status === 401;
      const text = tokenExpired ? t('missingCheckout') : formFailureText(error, language);
      setFailure(text ?? null);
      if (text) toast.error(text);
    },
  });
  const busy = order.isPending || leaving;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!consent) {
      setConsentError(true);
      document.getElementById(`${id}-consent`)?.focus();
      return;
    }
    setFailure(null);
    order.mutate();
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={busy || undefined}>
      <DialogTitle className="pr-8">{t('orderDialog.title')}</DialogTitle>
      <DialogDescription className="mt-1.5">{t('orderDialog.description')}</DialogDescription>

      <OrderSummary plan={plan} account={account} />

      <div className="mt-5">
        <div className="flex items-start gap-3">
          <Checkbox
            id={`${id}-consent`}
            checked={consent}
            onCheckedChange={(checked) => {
              setConsent(checked === true);
              if (checked === true) setConsentError(false);
            }}
            disabled={busy}
            aria-required="true"
            aria-invalid={consentError || undefined}
            aria-describedby={consentError ? `${id}-consent-error` : undefined}
            className="mt-0.5"
          />
          <label id={labelIdOf(`${id}-consent`)} htmlFor={`${id}-consent`} className="text-sm leading-relaxed">
            {richText(t('orderDialog.consent'), {
              terms: (text) => (
                <a
                  href={LEGAL_LINKS.terms}
                  target="_blank"
                  rel="noreferrer"
                  className="font-medium text-primary underline underline-offset-4"
                >
                  {text}
                </a>
              ),
            })}
            <span aria-hidden="true" className="ml-0.5 text-destructive">
              *
            </span>
          </label>
        </div>
        {consentError ? (
          <p id={`${id}-consent-error`} className="mt-2 pl-7 text-sm font-medium text-destructive">
            {t('orderDialog.consentRequired')}
          </p>
        ) : null}
      </div>

      {failure ? (
        <Alert variant="destructive" className="mt-5">
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      ) : null}

      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" disabled={busy} onClick={onClose}>
          {t('orderDialog.cancel')}
        </Button>
        <Button type="submit" busy={busy}>
          {busy ? t('orderDialog.submitting') : t('orderDialog.submit')}
        </Button>
      </div>
    </form>
  );
}

/** What is being ordered: plan, price per month, term, start and account, then the total incl. VAT. */
function OrderSummary({ plan, account }: { plan: Plan; account: OrderAccount }) {
  const { t, i18n } = useTranslation('plans');
  const language = uiLanguage(i18n.resolvedLanguage);
  const months = t('months', { count: plan.months });
  const expiry = account.currentExpiry ? Date.parse(account.currentExpiry) : Number.NaN;
  const startsLater = !Number.isNaN(expiry) && expiry > Date.now();
  const start = startsLater
    ? t('orderDialog.startAfter', { date: formatDate(account.currentExpiry, language) })
    : t('orderDialog.startNow');
  const rows: [string, string][] = [
    [t('orderDialog.plan'), `${t(`kind.${plan.kind}`)} · ${months}`],
    [t('orderDialog.price'), `${formatMoney(plan.monthlyCents, language)} ${t('perMonth')}`],
    [t('orderDialog.term'), t('orderDialog.termValue', { months })],
    [t('orderDialog.start'), start],
    [t('orderDialog.account'), account.email],
  ];

  return (
    <dl className="mt-5 divide-y rounded-lg border text-sm">
      {rows.map(([label, value]) => (
        <div
          key={label}
          className="flex flex-col gap-0.5 px-4 py-2.5 sm:grid sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:gap-3"
        >
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="font-medium [overflow-wrap:anywhere] sm:text-right">{value}</dd>
        </div>
      ))}
      <div className="flex items-baseline justify-between gap-3 bg-muted/50 px-4 py-3">
        <dt className="font-medium">{t('orderDialog.total')}</dt>
        <dd className="whitespace-nowrap text-right">
          <span className="text-xl font-bold tracking-tight">{formatMoney(plan.totalCents, language)}</span>{' '}
          <span className="text-xs text-muted-foreground">{t('inclVat')}</span>
        </dd>
      </div>
    </dl>
  );
}
