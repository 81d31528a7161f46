import { useTranslation } from 'react-i18next';
import type { ApplicationStatus } from '@mietmatch/contract';
import { Badge } from '../../../components/ui/badge';
import '../i18n';

const variants = {
  new: 'default',
  shortlisted: 'default',
  invited: 'success',
  offered: 'success',
  declined: 'destructive',
  withdrawn: 'secondary',
  expired: 'warning',
  closed: 'secondary',
} as const satisfies Record<ApplicationStatus, string>;

/** The application's step as a chip: good news green, a decline red, the final quiet ones grey. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation('applications');
  return <Badge variant={variants[status]}>{t(`status.${status}`)}</Badge>;
}
