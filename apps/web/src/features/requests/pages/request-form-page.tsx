import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/current-user';
import { useRequest } from '../api/request-details';
import { PageSkeleton, RequestUnavailable } from '../components/page-states';
import { RequestForm } from '../components/request-form';

/** /add-tenant and /edit-tenant/:id — the Tenant Request Form. */
export function RequestFormPage() {
  const { t } = useTranslation('requests');
  const { id } = useParams();
  const user = useCurrentUser().data!;
  const request = useRequest(id);

  let body: ReactNode;
  if (!id) body = <RequestForm user={user} />;
  else if (request.isPending) body = <PageSkeleton />;
  else if (request.isError) body = <RequestUnavailable error={request.error} backTo="/my-requests" />;
  else if (request.data.fileAccess !== 'owner')
    body = <RequestUnavailable error={null} missing backTo="/my-requests" />;
  else body = <RequestForm key={request.data.id} user={user} request={request.data} />;

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <p className="text-muted-foreground">{id ? t('form.editIntro') : t('form.createIntro')}</p>
      {body}
    </div>
  );
}
