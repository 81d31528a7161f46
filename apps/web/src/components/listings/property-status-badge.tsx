import { useTranslation } from 'react-i18next';
import type { Property } from '@mietmatch/contract';
import { Badge } from '../ui/badge';

const variant = { available: 'success', rented: 'secondary', deactivated: 'warning' } as const;

export function PropertyStatusBadge({ status }: { status: Property['status'] }) {
  const { t } = useTranslation('properties');
  return <Badge variant={variant[status]}>{t(`statuses.${status}`)}</Badge>;
}
