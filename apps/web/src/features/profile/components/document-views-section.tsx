import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Eye, FileText, Image } from 'lucide-react';
import { formatBerlinDateTime, type DocumentAccessLogEntry } from '@mietmatch/contract';
import { uiLanguage } from '../../../lib/i18n';
import { LoadError } from '../../../components/load-error';
import { Pagination } from '../../../components/pagination';
import { Avatar } from '../../../components/ui/avatar';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDocumentViews } from '../api/document-views';
import '../i18n';

/** One open: who (the landlord, or an erased account), which file, when (Berlin time, as the stamp's date). */
function ViewEntry({ entry }: { entry: DocumentAccessLogEntry }) {
  const { t, i18n } = useTranslation('account');
  const language = uiLanguage(i18n.resolvedLanguage);
  const name = entry.landlordName ?? t('documentViews.deletedLandlord');
  const what = entry.fileKind === 'image' ? t('documentViews.image') : (entry.fileTitle ?? t('documentViews.untitled'));
  const Icon = entry.fileKind === 'image' ? Image : FileText;
  return (
    <li className="flex items-center gap-3 border-t px-6 py-3">
      <Avatar src={entry.avatarUrl} name={name} decorative />
      <div className="min-w-0 flex-1">
        <p className={entry.landlordName ? 'truncate font-medium' : 'truncate font-medium text-muted-foreground'}>
          {name}
        </p>
        <p className="flex min-w-0 items-center gap-1.5 text-sm text-muted-foreground">
          <Icon className="size-4 shrink-0" aria-hidden="true" />
          <span className="truncate">{what}</span>
        </p>
      </div>
      <time dateTime={entry.openedAt} className="shrink-0 text-right text-sm text-muted-foreground">
        {formatBerlinDateTime(entry.openedAt, language)}
      </time>
    </li>
  );
}

/**
 * "Wer hat meine Unterlagen gesehen" / "Who has seen my documents" on a tenant's /profile-view: every
 * time a landlord opened one of their images or documents (always a copy stamped with the landlord's
 * name), newest first, paged here like the moderation decisions above it.
 */
export function DocumentViewsSection() {
  const { t } = useTranslation('account');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const query = useDocumentViews(page, pageSize);

  return (
    <Card role="region" aria-labelledby="document-views-title">
      <CardHeader>
        <CardTitle id="document-views-title">{t('documentViews.title')}</CardTitle>
        <CardDescription>{t('documentViews.intro')}</CardDescription>
      </CardHeader>
      {query.isPending ? (
        <div className="flex flex-col gap-3 border-t px-6 py-5" aria-busy="true">
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-10 w-1/2" />
        </div>
      ) : query.isError ? (
        <div className="border-t px-6 py-5">
          <LoadError error={query.error} />
        </div>
      ) : query.data.total === 0 ? (
        <div className="flex flex-col items-center gap-2 border-t px-6 py-10 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <Eye className="size-6" aria-hidden="true" />
          </span>
          <p className="font-medium">{t('documentViews.emptyTitle')}</p>
          <p className="max-w-md text-sm text-muted-foreground">{t('documentViews.emptyText')}</p>
        </div>
      ) : (
        <>
          <ul className={query.isPlaceholderData ? 'opacity-60' : undefined}>
            {query.data.items.map((entry) => (
              <ViewEntry key={entry.id} entry={entry} />
            ))}
          </ul>
          {query.data.total > 10 ? (
            <Pagination
              className="border-t px-6 py-5"
              page={page}
              pageSize={pageSize}
              total={query.data.total}
              onPageChange={setPage}
              onPageSizeChange={(size) => {
                setPageSize(size);
                setPage(1);
              }}
            />
          ) : null}
        </>
      )}
    </Card>
  );
}
