import { useTranslation } from 'react-i18next';
import type { ViewingStatus } from '@mietmatch/contract';
import { Badge } from '../../../components/ui/badge';

const VARIANT = { booked: 'default', cancelled: 'destructive', attended: 'success', noShow: 'warning' } as const;

export function StatusBadge({ status }: { status: ViewingStatus }) {
  const { t } = useTranslation('viewings');
  return <Badge variant={VARIANT[status]}>{t(`status.${status}`)}</Badge>;
}
