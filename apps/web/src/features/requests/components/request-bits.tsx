import { useTranslation } from 'react-i18next';
import type { TenantRequest } from '@mietmatch/contract';
import { Badge } from '../../../components/ui/badge';

const STATUS_VARIANT = { available: 'success', found: 'secondary', paused: 'warning' } as const;

export function StatusBadge({ status }: { status: TenantRequest['status'] }) {
  const { t } = useTranslation('requests');
  return <Badge variant={STATUS_VARIANT[status]}>{t(`status.${status}`)}</Badge>;
}

/** How far a landlord sees this tenant's data (request-stages.ts); the tenant's next step shows them more. */
export function StageBadge({ stage }: { stage: TenantRequest['stage'] }) {
  const { t } = useTranslation('requests');
  return <Badge variant="outline">{t('stages.badge', { stage: t(`stages.${stage}.name`) })}</Badge>;
}
