import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { ChevronLeft, ChevronRight, Clock, Download, FileText, Lock, ShieldOff } from 'lucide-react';
import { reaches, type TenantRequest } from '@mietmatch/contract';
import { ApiError } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download';
import { toastLoadError } from '../../../lib/error-toast';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Dialog, DialogContent, DialogTitle } from '../../../components/ui/dialog';
import { useRequestAccess } from '../../document-access';
import { requestKeys } from '../api/keys';
import { documentFileName, fetchRequestFile } from '../api/request-file';
import { PrivateImage } from './private-image';

function useRefreshRequest(id: string) {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: requestKeys.detail(id) });
}

function Gallery({ request }: { request: TenantRequest }) {
  const { t } = useTranslation(['requests', 'common']);
  const refresh = useRefreshRequest(request.id);
  const [open, setOpen] = useState<number | null>(null);
  const images = request.images;
  const name = `${request.firstName} ${request.lastName}`;
  if (images.length === 0) return <p className="text-sm text-muted-foreground">{t('details.noImages')}</p>;
  const go = (delta: number) =>
    setOpen((index) => (index === null ? null : (index + delta + images.length) % images.length));
  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-5">
        {images.map((image, index) => (
          <li key={image.id}>
            <button
              type="button"
              onClick={() => setOpen(index)}
              className="block aspect-[4/3] w-full overflow-hidden rounded-lg border bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring cursor-zoom-in"
              aria-label={t('details.openImage', { n: index + 1, total: images.length })}
            >
              {/* The grid needs the thumbnail only; the full image loads when one is opened. */}
              <PrivateImage url={image.thumbUrl} alt="" className="size-full" onGone={refresh} />
            </button>
          </li>
        ))}
      </ul>
      <Dialog open={open !== null} onOpenChange={(value) => !value && setOpen(null)}>
        <DialogContent
          closeLabel={t('common:actions.close')}
          aria-describedby={undefined}
          className="max-w-3xl p-3 sm:p-4"
          onKeyDown={(event) => {
            if (event.key === 'ArrowRight') go(1);
            if (event.key === 'ArrowLeft') go(-1);
          }}
        >
          <DialogTitle className="pr-10 text-base">
            {t('details.imageOf', { n: (open ?? 0) + 1, total: images.length, name })}
          </DialogTitle>
          {open !== null ? (
            <div className="relative mt-3">
              <PrivateImage
                key={images[open]!.id}
                url={images[open]!.url}
                alt={t('details.imageOf', { n: open + 1, total: images.length, name })}
                className="max-h-[70vh] w-full rounded-md object-contain"
                onGone={refresh}
              />
              {images.length > 1 ? (
                <div className="mt-3 flex justify-center gap-2">
                  <Button variant="outline" size="icon" onClick={() => go(-1)} aria-label={t('details.previousImage')}>
                    <ChevronLeft aria-hidden="true" />
                  </Button>
                  <Button variant="outline" size="icon" onClick={() => go(1)} aria-label={t('details.nextImage')}>
                    <ChevronRight aria-hidden="true" />
                  </Button>
                </div>
              ) : null}
            </div>
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}

function Documents({ request }: { request: TenantRequest }) {
  const { t } = useTranslation('requests');
  const refresh = useRefreshRequest(request.id);
  const [busy, setBusy] = useState<string | null>(null);
  if (request.documents.length === 0) {
    // A landlord gets documents from the interest stage on: none yet is no sign there are none.
    const later = request.fileAccess !== 'owner' && !reaches(request.stage, 'interest');
    return (
      <p className="text-sm text-muted-foreground">
        {later ? t('details.documentsLater', { name: request.firstName }) : t('details.noDocuments')}
      </p>
    );
  }
  const download = async (doc: TenantRequest['documents'][number]) => {
    setBusy(doc.id);
    try {
      const blob = await fetchRequestFile(doc.url);
      saveBlob(blob, documentFileName(doc.title, doc.contentType));
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 403)) {
        toast.error(t('details.accessGone'));
        refresh();
      } else toastLoadError(error);
    } finally {
      setBusy(null);
    }
  };
  return (
    <ul className="flex flex-col divide-y rounded-lg border">
      {request.documents.map((doc) => (
        <li key={doc.id} className="flex items-center gap-3 px-3 py-2.5">
          <FileText className="size-5 shrink-0 text-primary" aria-hidden="true" />
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-medium">{doc.title}</span>
            <span className="block truncate text-xs text-muted-foreground">{t(`documentKinds.${doc.kind}`)}</span>
          </span>
          <span className="hidden text-xs uppercase text-muted-foreground sm:inline">
            {doc.contentType.split('/')[1]}
          </span>
          <Button
            variant="outline"
            size="sm"
            busy={busy === doc.id}
            onClick={() => void download(doc)}
            aria-label={t('details.downloadNamed', { title: doc.title })}
          >
            {busy === doc.id ? null : <Download aria-hidden="true" />}
            <span className="hidden sm:inline">{t('details.download')}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}

/**
 * A landlord below the interest stage: the access state (none, pending, removed, or granted for the
 * contact stage) and the button that asks the tenant for the next stage.
 */
function AccessRequest({ request }: { request: TenantRequest }) {
  const { t } = useTranslation(['access', 'requests']);
  const ask = useRequestAccess();
  const state = request.fileAccess;
  const onAsk = () =>
    ask.mutate(request.userId, {
      onSuccess: () => toast.success(t('requested')),
      onError: (error) => toastLoadError(error),
    });
  const Icon = state === 'pending' ? Clock : state === 'removed' ? ShieldOff : Lock;
  // Granted but below the interest stage: the photos are out, the documents need the next approval.
  const key = state === 'granted' ? 'more' : state;
  return (
    <div className="flex flex-col items-start gap-4 rounded-lg border border-dashed p-5 sm:flex-row sm:items-center">
      <div className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
        <Icon className="size-5" aria-hidden="true" />
      </div>
      <div className="min-w-0 flex-1">
        <p className="font-medium">{t(`landlord.${key}.title`)}</p>
        <p className="mt-1 text-sm text-muted-foreground">{t(`landlord.${key}.text`, { name: request.firstName })}</p>
      </div>
      {state !== 'pending' ? (
        <Button busy={ask.isPending} onClick={onAsk}>
          {ask.isPending
            ? t('requesting')
            : state === 'removed'
              ? t('requestAgain')
              : state === 'granted'
                ? t('requestMore')
                : t('request')}
        </Button>
      ) : (
        <Badge variant="warning">{t('status.pending')}</Badge>
      )}
    </div>
  );
}

/** Images and documents of a request, or what stands between the viewer and them. */
export function RequestFiles({ request }: { request: TenantRequest }) {
  const { t } = useTranslation(['requests', 'access']);
  // Files come with the stage (the photos from contact, documents from interest), whatever the access
  // state: a tenant who applied released the photos without any access request.
  const released =
    request.fileAccess === 'owner' ||
    request.fileAccess === 'public' ||
    request.fileAccess === 'granted' ||
    request.images.length + request.documents.length > 0;
  const asking = request.fileAccess !== 'owner' && !reaches(request.stage, 'interest');
  // The tenant by name: the landlord reads whose decision it is.
  const name = request.firstName;
  const note =
    request.fileAccess === 'owner'
      ? request.allowedFileView
        ? t('details.ownerPublic')
        : t('details.ownerPrivate')
      : request.fileAccess === 'public'
        ? t('details.viewerPublic', { name })
        : request.fileAccess === 'granted'
          ? t('details.viewerGranted', { name })
          : t('details.filesPrivate', { name });
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>{t('details.files')}</CardTitle>
          {request.fileAccess === 'granted' ? <Badge variant="success">{t('access:status.granted')}</Badge> : null}
          {request.fileAccess === 'public' || (request.fileAccess === 'owner' && request.allowedFileView) ? (
            <Badge variant="default">{t('access:public')}</Badge>
          ) : null}
        </div>
        <CardDescription>{note}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {released ? (
          <>
            <div className="flex flex-col gap-3">
              <h3 className="text-sm font-semibold">{t('form.images')}</h3>
              <Gallery request={request} />
            </div>
            <div className="flex flex-col gap-3">
              <h3 className="text-sm font-semibold">{t('form.documents')}</h3>
              <Documents request={request} />
            </div>
          </>
        ) : null}
        {asking ? <AccessRequest request={request} /> : null}
      </CardContent>
    </Card>
  );
}
