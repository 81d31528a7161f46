import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CreditCard } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';

/*
 * Card payment ships with the subscriptions issue. Until then these routes exist (payment providers
 * and old links point at them) and say plainly that nothing was charged or verified.
 */
function PaymentNotAvailable({ title, backTo, backLabel, asPageHeading }: { title: string; backTo: string; backLabel: string; asPageHeading?: boolean }) {
  const { t } = useTranslation('auth');
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-8 text-center">
      <div className="mb-6 flex size-16 items-center justify-center rounded-full bg-primary/10 text-primary">
        <CreditCard className="size-8" aria-hidden="true" />
      </div>
      {/* On public pages this is the page's heading; in the dashboard the top bar holds the h1. */}
      {asPageHeading ? <h1 className="text-2xl font-semibold tracking-tight">{title}</h1> : <h2 className="text-2xl font-semibold tracking-tight">{title}</h2>}
      <p className="mt-3 text-muted-foreground">{t('payment.text')}</p>
      <p className="mt-2 text-sm text-muted-foreground">{t('payment.hint')}</p>
      <Link to={backTo} className={buttonClasses('default', 'lg', 'mt-8 w-full max-w-xs')}>
        {backLabel}
      </Link>
    </div>
  );
}

export function VerifyPaymentPage() {
  const { t } = useTranslation(['auth', 'common']);
  return <PaymentNotAvailable asPageHeading title={t('payment.heading')} backTo="/login" backLabel={t('common:actions.backToLogin')} />;
}

export function AdditionalPlanSuccessPage() {
  const { t } = useTranslation('auth');
  return <PaymentNotAvailable title={t('payment.additionalHeading')} backTo="/my-subscriptions?isAdditionalPlan=true" backLabel={t('payment.back')} />;
}
