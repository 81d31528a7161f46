import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Building2 } from 'lucide-react';
import '../../../components/listings/property-texts';
import { useStartAtTop } from '../scroll';
import { useCurrentUser } from '../../../lib/current-user';
import { errorText } from '../../../lib/errors';
import { EmptyState } from '../../../components/empty-state';
import { buttonClasses } from '../../../components/ui/button';
import { LoadingState } from '../../../components/ui/spinner';
import { useProperty } from '../../../lib/property-query';
import { PropertyForm } from '../components/property-form/property-form';

/** /add-property and /edit-property/:id */
export function PropertyFormPage() {
  const { id } = useParams();
  const { t } = useTranslation('properties');
  // Switching between adding and editing opens another page.
  useStartAtTop(id ?? 'new');
  const user = useCurrentUser().data!;
  const existing = useProperty(id ?? '');
  if (!id) return <PropertyForm user={user} />;
  if (existing.isPending) return <LoadingState label={t('form.editTitle')} />;
  if (existing.isError || (existing.data.listedBy !== user.id && user.role !== 'admin')) {
    return (
      <EmptyState
        icon={<Building2 />}
        title={t('details.notFoundTitle')}
        action={
          <Link to="/properties-list" className={buttonClasses()}>
            {t('details.back')}
          </Link>
        }
      >
        {existing.isError ? errorText(existing.error) : t('details.notFoundText')}
      </EmptyState>
    );
  }
  return <PropertyForm user={user} property={existing.data} />;
}
