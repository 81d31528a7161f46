import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MapPin, Search } from 'lucide-react';
import { errorText, messageText } from '../../../../lib/errors';
import { uiLanguage } from '../../../../lib/i18n';
import { cn } from '../../../../lib/utils';
import { Alert, AlertDescription, AlertTitle } from '../../../../components/ui/alert';
import { Select } from '../../../../components/ui/select';
import { Skeleton } from '../../../../components/ui/skeleton';
import { EmptyState } from '../../../../components/empty-state';
import { Pagination } from '../../../../components/pagination';
import { RequestCard } from '../../../../components/listings/request-card';
import { RESULT_GRID } from '../../../../components/listings/search-layout-frame';
import { FavouriteRequestButton } from '../../../favourites';
import { SORTS, type RequestSearchState } from './search-state';

type ResultsProps = Pick<
  RequestSearchState,
  'city' | 'sort' | 'page' | 'pageSize' | 'search' | 'profileTown' | 'update'
>;

/** The count of matches and the sort order, above the results once a town is chosen. */
export function ResultsToolbar({ city, sort, search, update }: ResultsProps) {
  const { t } = useTranslation('requests');
  const sortId = useId();
  const data = search.data;
  if (!city) return null;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      {/* The results' heading, so the cards' names (h3) sit under an h2 at every width. */}
      <h2 className="text-sm font-normal text-muted-foreground" aria-live="polite">
        {data ? t('search.count', { count: data.total, city }) : '\u00a0'}
      </h2>
      <div className="flex items-center gap-2">
        <label htmlFor={sortId} className="text-sm text-muted-foreground">
          {t('search.sort')}
        </label>
        <Select
          id={sortId}
          value={sort}
          onChange={(e) => update({ sort: e.target.value === 'newest' ? undefined : e.target.value, page: undefined })}
          className="h-9 w-44"
        >
          {SORTS.map((option) => (
            <option key={option} value={option}>
              {t(`search.sorts.${option}`)}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}

/** Without a town: what to do next (a town, or an address in the profile to start from). */
function ChooseTown({ profileMissing }: { profileMissing: boolean }) {
  const { t, i18n } = useTranslation('requests');
  return (
    <EmptyState icon={<MapPin />} title={t('search.chooseCityTitle')}>
      {messageText('cityRequired', uiLanguage(i18n.resolvedLanguage))}
      {profileMissing ? (
        <>
          {' '}
          <Link to="/profile-view" className="font-medium text-primary underline-offset-4 hover:underline">
            {t('search.setAddress')}
          </Link>
        </>
      ) : null}
    </EmptyState>
  );
}

/** The matching requests as cards with a heart, or what stands in their place (no town, loading, error, none). */
export function RequestResults({ city, page, pageSize, search, profileTown, update }: ResultsProps) {
  const { t, i18n } = useTranslation('requests');
  const data = search.data;
  if (!city) return <ChooseTown profileMissing={profileTown.state === 'missing'} />;
  if (search.isPending) {
    return (
      <div className={RESULT_GRID} aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-56 rounded-xl" />
        ))}
      </div>
    );
  }
  if (search.isError) {
    return (
      <Alert variant="destructive">
        <AlertDescription>{errorText(search.error, uiLanguage(i18n.resolvedLanguage))}</AlertDescription>
      </Alert>
    );
  }
  if (!data || data.items.length === 0) {
    return (
      <EmptyState icon={<Search />} title={t('search.emptyTitle')}>
        {t('search.emptyText')}
      </EmptyState>
    );
  }
  return (
    <div className="flex flex-col gap-5">
      {data.fallback === 'city' ? (
        <Alert role="status">
          <AlertTitle>{t('search.fallbackTitle')}</AlertTitle>
          <AlertDescription>{t('search.fallback', { city })}</AlertDescription>
        </Alert>
      ) : null}
      <ul className={cn(RESULT_GRID, search.isPlaceholderData && 'opacity-60')}>
        {data.items.map((item) => (
          <li key={item.id}>
            <RequestCard
              request={item}
              distanceKm={item.distanceKm}
              top={item.topPlacement}
              favourite={
                <FavouriteRequestButton
                  requestId={item.id}
                  label={`${item.firstName} ${item.lastName}`}
                  className="-mr-2 -mt-1"
                />
              }
            />
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        pageSize={pageSize}
        total={data.total}
        onPageChange={(p) => update({ page: String(p) })}
        onPageSizeChange={(size) => update({ pageSize: String(size), page: undefined })}
      />
    </div>
  );
}
