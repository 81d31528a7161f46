import '../i18n';
import { useCallback, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RotateCcw, Users } from 'lucide-react';
import type { User } from '@mietmatch/contract';
import { errorText } from '../../../lib/errors';
import { formatDate } from '../../../lib/format';
import { useCurrentUser } from '../../../lib/current-user';
import { cn } from '../../../lib/utils';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { Pagination } from '../../../components/pagination';
import { useUsers } from '../api/users';
import { MailDelivery } from '../components/mail-delivery';
import { UserActions } from '../components/user-actions';
import { ActiveBadge, BusinessBadge, PlanCell, RoleBadge, StatusBadges } from '../components/user-cells';
import { UsersFilterBar } from '../components/users-filter-bar';
import { useMediaQuery } from '../../../lib/use-media-query';
import { hasFilters, readFilters, writeFilters, type UsersFilters } from '../users-filters';
import { UsersToolbar } from './users-toolbar';

const COLUMNS = ['avatar', 'name', 'subscription', 'months', 'role', 'status', 'active', 'actions'] as const;

function NameCell({ user, selfId }: { user: User; selfId?: string }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <div className="min-w-0">
      <p className="flex items-center gap-2 font-medium">
        <span className="truncate">
          {user.firstName} {user.lastName}
        </span>
        {user.id === selfId ? <Badge variant="secondary">{t('you')}</Badge> : null}
      </p>
      <p className="truncate text-xs text-muted-foreground" title={user.email}>
        {user.email}
      </p>
      <p className="text-xs text-muted-foreground">
        {t('joined', { date: formatDate(user.createdAt, i18n.resolvedLanguage ?? 'de') })}
      </p>
    </div>
  );
}

function UsersTable({
  users,
  selfId,
  loading,
  empty,
}: {
  users: User[];
  selfId?: string;
  loading: boolean;
  empty: ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <Table>
      <TableHeader>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableHead
              key={column}
              className={cn('px-3', column === 'actions' && 'text-right', column === 'avatar' && 'w-14 pr-0')}
            >
              {column === 'avatar' ? <span className="sr-only">{t('columns.avatar')}</span> : t(`columns.${column}`)}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {loading
          ? [0, 1, 2, 3, 4].map((row) => (
              <TableRow key={row} aria-hidden="true">
                <TableCell className="px-3 pr-0">
                  <Skeleton className="size-9 rounded-full" />
                </TableCell>
                {COLUMNS.slice(1).map((column) => (
                  <TableCell key={column} className="px-3">
                    <Skeleton
                      className={cn('h-4', column === 'name' ? 'w-40' : column === 'actions' ? 'ml-auto w-8' : 'w-16')}
                    />
                  </TableCell>
                ))}
              </TableRow>
            ))
          : null}
        {!loading && users.length === 0 ? (
          <TableRow>
            <TableCell colSpan={COLUMNS.length} className="py-14 text-center">
              {empty}
            </TableCell>
          </TableRow>
        ) : null}
        {!loading
          ? users.map((user) => (
              <TableRow key={user.id} className="hover:bg-muted/40">
                <TableCell className="px-3 pr-0">
                  <Avatar
                    src={user.avatarThumbUrl ?? user.avatarUrl}
                    name={`${user.firstName} ${user.lastName}`}
                    decorative
                    className="size-9"
                  />
                </TableCell>
                <TableCell className="max-w-60 px-3">
                  <NameCell user={user} selfId={selfId} />
                </TableCell>
                <TableCell className="px-3">
                  <PlanCell user={user} />
                </TableCell>
                <TableCell className="px-3 tabular-nums">{user.subscriptionMonths ?? '–'}</TableCell>
                <TableCell className="px-3">
                  <div className="flex flex-wrap gap-1.5">
                    <RoleBadge role={user.role} />
                    <BusinessBadge user={user} />
                  </div>
                </TableCell>
                <TableCell className="px-3">
                  <StatusBadges user={user} />
                </TableCell>
                <TableCell className="whitespace-nowrap px-3">
                  <ActiveBadge user={user} />
                </TableCell>
                <TableCell className="px-3 text-right">
                  <UserActions user={user} selfId={selfId} />
                </TableCell>
              </TableRow>
            ))
          : null}
      </TableBody>
    </Table>
  );
}

/** Phones: one card per user with the same facts and the same menu. */
function UsersCards({
  users,
  selfId,
  loading,
  empty,
}: {
  users: User[];
  selfId?: string;
  loading: boolean;
  empty: ReactNode;
}) {
  const { t } = useTranslation('admin');
  if (loading) {
    return (
      <div className="flex flex-col divide-y" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <div key={i} className="flex gap-3 p-4">
            <Skeleton className="size-10 rounded-full" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-3 w-52" />
              <Skeleton className="h-5 w-32" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (users.length === 0) return <div className="px-4 py-12 text-center">{empty}</div>;
  return (
    <ul className="flex flex-col divide-y">
      {users.map((user) => (
        <li key={user.id} className="flex gap-3 p-4">
          <Avatar src={user.avatarThumbUrl ?? user.avatarUrl} name={`${user.firstName} ${user.lastName}`} decorative />
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <NameCell user={user} selfId={selfId} />
            <div className="flex flex-wrap items-center gap-1.5">
              <RoleBadge role={user.role} />
              <BusinessBadge user={user} />
              <StatusBadges user={user} />
            </div>
            <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
              <dt className="text-muted-foreground">{t('columns.subscription')}</dt>
              <dd>
                <PlanCell user={user} />
              </dd>
              <dt className="text-muted-foreground">{t('columns.months')}</dt>
              <dd className="tabular-nums">{user.subscriptionMonths ?? '–'}</dd>
              <dt className="text-muted-foreground">{t('columns.active')}</dt>
              <dd>
                <ActiveBadge user={user} />
              </dd>
            </dl>
          </div>
          <div className="-mr-2 -mt-1">
            <UserActions user={user} selfId={selfId} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** /all-users: the admin's users table. Every filter, the sort and the page live in the address. */
export function AllUsersPage() {
  const { t } = useTranslation(['admin', 'common']);
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const users = useUsers(filters);
  const selfId = useCurrentUser().data?.id;
  const phone = useMediaQuery('(max-width: 767px)');

  // Any filter change starts again at page 1; text filters replace the history entry while typing.
  const update = useCallback(
    (change: Partial<UsersFilters>, replace = false) => {
      setParams((current) => writeFilters({ ...readFilters(current), page: 1, ...change }), { replace });
    },
    [setParams],
  );
  const onFilters = useCallback(
    (change: Partial<UsersFilters>) => update(change, 'search' in change || 'postalArea' in change),
    [update],
  );

  const filtered = hasFilters(filters);
  const empty = (
    <div className="flex flex-col items-center gap-3 text-muted-foreground">
      <Users className="size-8 text-primary/70" aria-hidden="true" />
      <span className="font-medium text-foreground">{t('empty')}</span>
      {filtered ? (
        <>
          <span className="text-sm">{t('emptyHint')}</span>
          <Button variant="outline" size="sm" onClick={() => setParams(new URLSearchParams())}>
            <RotateCcw aria-hidden="true" />
            {t('filters.reset')}
          </Button>
        </>
      ) : null}
    </div>
  );

  const list = users.data?.items ?? [];
  const loading = users.isPending;
  const Body = phone ? UsersCards : UsersTable;

  return (
    <div className="flex flex-col gap-5">
      <p className="text-muted-foreground">{t('intro')}</p>
      <UsersFilterBar filters={filters} onChange={onFilters} />

      <UsersToolbar
        total={users.data?.total}
        filtered={filtered}
        sort={filters.sort}
        onSort={(sort) => update({ sort })}
        onReset={() => setParams(new URLSearchParams())}
      />

      {users.isError && !users.data ? (
        <Alert variant="destructive">
          <AlertDescription className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
            <span>{errorText(users.error)}</span>
            <Button variant="outline" size="sm" onClick={() => void users.refetch()}>
              {t('retry')}
            </Button>
          </AlertDescription>
        </Alert>
      ) : (
        <Card className="overflow-hidden" aria-busy={loading || users.isPlaceholderData}>
          <div className={cn('transition-opacity', users.isPlaceholderData && 'opacity-60')}>
            <Body users={list} selfId={selfId} loading={loading} empty={empty} />
          </div>
          <div className={cn('px-4 pb-4', users.data?.total === 0 && 'hidden')}>
            <Pagination
              page={filters.page}
              pageSize={filters.limit}
              total={users.data?.total ?? 0}
              onPageChange={(page) => update({ page })}
              onPageSizeChange={(limit) => update({ limit, page: 1 })}
            />
          </div>
        </Card>
      )}
      <MailDelivery />
    </div>
  );
}
