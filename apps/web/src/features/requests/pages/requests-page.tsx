import { useTranslation } from 'react-i18next';
import { ClipboardList, Search } from 'lucide-react';
import { useCurrentUser } from '../../../lib/current-user';
import { Badge } from '../../../components/ui/badge';
import { EmptyState } from '../../../components/empty-state';

/** /my-requests (tenant) and /all-tenant-requests (landlord): one page, filled by the marketplace issue. */
export function RequestsPage() {
  const { t } = useTranslation('dashboard');
  const { data: user } = useCurrentUser();
  const landlord = user?.role === 'contractor';
  return (
    <div>
      <p className="mb-6 text-muted-foreground sm:mb-8">{landlord ? t('requests.contractorIntro') : t('requests.clientIntro')}</p>
      <EmptyState
        icon={landlord ? <Search /> : <ClipboardList />}
        title={landlord ? t('requests.contractorTitle') : t('requests.clientTitle')}
        action={<Badge variant="secondary">{t('requests.soon')}</Badge>}
      >
        {landlord ? t('requests.contractorText') : t('requests.clientText')}
      </EmptyState>
    </div>
  );
}
