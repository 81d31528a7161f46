import { REPORT_REASONS, REPORT_SUBJECT_TYPES } from '@mietmatch/contract';
import { PAGE_SIZES, pageSizeFrom } from '../../components/pagination';

/** The queue's state, kept in the page's address (defaults left out of it). */
export interface QueueFilters {
  status: 'open' | 'decided';
  reason: string;
  subjectType: string;
  page: number;
  pageSize: number;
}

const oneOf = (value: string | null, options: readonly string[]) =>
  value !== null && options.includes(value) ? value : '';

const pageFrom = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** Address → filters; unknown values fall back to the defaults instead of failing the page. */
export function readQueueFilters(params: URLSearchParams): QueueFilters {
  return {
    status: params.get('status') === 'decided' ? 'decided' : 'open',
    reason: oneOf(params.get('reason'), REPORT_REASONS),
    subjectType: oneOf(params.get('subjectType'), REPORT_SUBJECT_TYPES),
    page: pageFrom(params.get('page')),
    pageSize: pageSizeFrom(params.get('pageSize'), PAGE_SIZES),
  };
}

export function writeQueueFilters(f: QueueFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (f.status !== 'open') params.set('status', f.status);
  if (f.reason) params.set('reason', f.reason);
  if (f.subjectType) params.set('subjectType', f.subjectType);
  if (f.page > 1) params.set('page', String(f.page));
  if (f.pageSize !== PAGE_SIZES[0]) params.set('pageSize', String(f.pageSize));
  return params;
}

/** The API's query: the same names, status, page and pageSize always sent. */
export function queueApiQuery(f: QueueFilters): string {
  const params = writeQueueFilters(f);
  params.set('status', f.status);
  params.set('page', String(f.page));
  params.set('pageSize', String(f.pageSize));
  return params.toString();
}

/** The complaints list: open or resolved, and the page. */
export interface ComplaintFilters {
  status: 'open' | 'resolved';
  page: number;
  pageSize: number;
}

export function readComplaintFilters(params: URLSearchParams): ComplaintFilters {
  return {
    status: params.get('status') === 'resolved' ? 'resolved' : 'open',
    page: pageFrom(params.get('page')),
    pageSize: pageSizeFrom(params.get('pageSize'), PAGE_SIZES),
  };
}

export function writeComplaintFilters(f: ComplaintFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (f.status !== 'open') params.set('status', f.status);
  if (f.page > 1) params.set('page', String(f.page));
  if (f.pageSize !== PAGE_SIZES[0]) params.set('pageSize', String(f.pageSize));
  return params;
}

/** `YYYY-MM-DD` of a date in the admin's own time zone (what a date input shows). */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The transparency period: from the address, else the last 30 days up to today. */
export function readPeriod(params: URLSearchParams, now = new Date()): { from: string; to: string } {
  const start = new Date(now);
  start.setDate(start.getDate() - 30);
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return { from: DAY.test(from) ? from : isoDay(start), to: DAY.test(to) ? to : isoDay(now) };
}
