import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { BadgeCheck } from 'lucide-react';
import type { User } from '@mietmatch/contract';
import { toastActionError } from '../../../lib/error-toast';
import { intlLocale, uiLanguage } from '../../../lib/i18n';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '../../../components/ui/dialog';
import { useCheckBusiness } from '../api/business-check';
import { isUserGone } from '../api/moderate';

/**
 * A business landlord's answers (DSA Art. 30) as they gave them, with when they certified, and
 * "Mark as checked" once the admin has verified them (the check lapses when the landlord changes them).
 */
export function BusinessDialog({ user, open, onClose }: { user: User; open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const language = uiLanguage(i18n.resolvedLanguage);
  const check = useCheckBusiness();
  const details = user.businessDetails;
  const when = new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeStyle: 'short' });
  const at = (iso: string | null) => (iso ? when.format(new Date(iso)) : '–');

  const onCheck = () =>
    check.mutate(user.id, {
      onSuccess: () => {
        toast.success(t('business.done'));
        onClose();
      },
      onError: (error) => {
        toastActionError(error, language);
        if (isUserGone(error)) onClose();
      },
    });

  const rows = details
    ? [
        { label: t('business.name'), value: details.name },
        { label: t('business.address'), value: details.address },
        { label: t('business.phone'), value: details.phone },
        { label: t('business.email'), value: details.email },
        { label: t('business.tradeRegister'), value: details.tradeRegister ?? t('business.noTradeRegister') },
        { label: t('business.certifiedAt'), value: at(details.certifiedAt) },
      ]
    : [];

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !check.isPending && onClose()}>
      {open && details ? (
        <DialogContent closeLabel={t('common:actions.close')}>
          <DialogTitle className="pr-8">
            {t('business.title', { name: `${user.firstName} ${user.lastName}` })}
          </DialogTitle>
          <DialogDescription className="mt-2 leading-relaxed">{t('business.description')}</DialogDescription>
          <dl className="mt-5 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
            {rows.map((row) => (
              <div key={row.label} className="contents">
                <dt className="text-muted-foreground">{row.label}</dt>
                <dd className="font-medium whitespace-pre-line [overflow-wrap:anywhere]">{row.value ?? '–'}</dd>
              </div>
            ))}
            <dt className="text-muted-foreground">{t('business.status')}</dt>
            <dd>
              {details.checkedAt ? (
                <Badge variant="success">
                  <BadgeCheck className="size-3" aria-hidden="true" />
                  {t('business.checkedAt', { date: at(details.checkedAt) })}
                </Badge>
              ) : (
                <Badge variant="outline">{t('business.notChecked')}</Badge>
              )}
            </dd>
          </dl>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={check.isPending}>
                {t('common:actions.close')}
              </Button>
            </DialogClose>
            {details.checkedAt ? null : (
              <Button onClick={onCheck} busy={check.isPending}>
                <BadgeCheck aria-hidden="true" />
                {check.isPending ? t('business.checking') : t('business.check')}
              </Button>
            )}
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
