import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AlertTriangle } from 'lucide-react';
import { Button } from '../components/ui/button';

/** Last resort for a route that throws, e.g. a lazy chunk that vanished after a deploy. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  return (
    <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <AlertTriangle className="size-10 text-destructive" aria-hidden="true" />
      <h1 className="text-xl font-semibold">{status === 404 ? t('notFound.title') : t('errors.unexpectedScreen')}</h1>
      {status === 404 ? null : <p className="max-w-sm text-muted-foreground">{t('errors.pageFailed')}</p>}
      <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
    </div>
  );
}
