import { PAGE_SIZES, pageSizeFrom } from '../../components/pagination';

export const ROLES = ['client', 'contractor', 'admin'] as const;
export const STATUSES = ['active', 'blocked', 'warned', 'deleted', 'deactivated'] as const;
export const PLAN_DURATIONS = [1, 3, 6, 12] as const;
export const SORTS = ['joined', 'name', 'expiry'] as const;

/** The users table's state, kept in the page's address (spec defaults: page 1, limit 10). */
export interface UsersFilters {
  search: string;
  role: string;
  status: string;
  planDuration: string;
  postalArea: string;
  sort: (typeof SORTS)[number];
  page: number;
  limit: number;
}

const oneOf = (value: string | null, options: readonly (string | number)[]) =>
  value !== null && options.map(String).includes(value) ? value : '';

/** Address → filters; unknown values fall back to the defaults instead of failing the page. */
export function readFilters(params: URLSearchParams): UsersFilters {
  const page = Number(params.get('page'));
  return {
    search: (params.get('search') ?? '').slice(0, 200),
    role: oneOf(params.get('role'), ROLES),
    status: oneOf(params.get('status'), STATUSES),
    planDuration: oneOf(params.get('planDuration'), PLAN_DURATIONS),
    postalArea: (params.get('postalArea') ?? '').slice(0, 100),
    sort: (oneOf(params.get('sort'), SORTS) || 'joined') as UsersFilters['sort'],
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: pageSizeFrom(params.get('limit'), PAGE_SIZES),
  };
}

/** Filters → address (defaults left out, so links stay short). */
export function writeFilters(f: UsersFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (f.search.trim()) params.set('search', f.search.trim());
  if (f.role) params.set('role', f.role);
  if (f.status) params.set('status', f.status);
  if (f.planDuration) params.set('planDuration', f.planDuration);
  if (f.postalArea.trim()) params.set('postalArea', f.postalArea.trim());
  if (f.sort !== 'joined') params.set('sort', f.sort);
  if (f.page > 1) params.set('page', String(f.page));
  if (f.limit !== PAGE_SIZES[0]) params.set('limit', String(f.limit));
  return params;
}

/** The API's query: the same names, page and limit always sent. */
export function apiQuery(f: UsersFilters): string {
  const params = writeFilters(f);
  params.set('page', String(f.page));
  params.set('limit', String(f.limit));
  return params.toString();
}

export const hasFilters = (f: UsersFilters) =>
  Boolean(f.search.trim() || f.role || f.status || f.planDuration || f.postalArea.trim() || f.sort !== 'joined');
