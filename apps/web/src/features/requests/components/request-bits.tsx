import { useTranslation } from 'react-i18next';
import type { TenantRequest } from '@mietmatch/contract';
import { Badge } from '../../../components/ui/badge';

const STATUS_VARIANT = { available: 'success', found: 'secondary', paused: 'warning' } as const;

export function StatusBadge({ status }: { status: TenantRequest['status'] }) {
  const { t } = useTranslation('requests');
  return <Badge variant={STATUS_VARIANT[status]}>{t(`status.${status}`)}</Badge>;
}
