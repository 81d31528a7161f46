import { useTranslation } from 'react-i18next';
import type { TenantRequest } from '@mietmatch/contract';
import { formatMoney } from '../../lib/format';
import { uiLanguage } from '../../lib/i18n';

/** Whole euros as the language writes them (max price has no cents). */
export function useEuros() {
  const { i18n } = useTranslation();
  const language = uiLanguage(i18n.resolvedLanguage);
  return (euros: number) => formatMoney(Math.round(euros * 100), language).replace(/[.,]00(?=\D*$)/, '');
}

/** "Berlin · 10115, 10117 · + 10 km" */
export function useAreaText() {
  const { t } = useTranslation('requests');
  return (request: Pick<TenantRequest, 'targetCity' | 'targetPostalCode' | 'radius'>) => {
    const parts = [request.targetCity ?? t('card.noArea')];
    if (request.targetPostalCode.length) parts.push(request.targetPostalCode.join(', '));
    if (request.radius > 0) parts.push(t('card.radius', { km: request.radius }));
    return parts.join(' · ');
  };
}
