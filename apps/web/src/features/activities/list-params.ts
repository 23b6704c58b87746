import { ACTIVITY_SORTS } from '@domestique/contract';
import {
  ACTIVITIES_PAGE_SIZE,
  type ActivitySort,
  type ListParams,
  type SortOrder,
} from './api/list-activities.ts';

const isSort = (value: string | null): value is ActivitySort =>
  value !== null && (ACTIVITY_SORTS as readonly string[]).includes(value);

/** The list's state lives in the URL (?page=2&sort=tss&order=asc) so it survives reloads and can be shared. */
export function parseListParams(search: URLSearchParams): ListParams {
  const sort = search.get('sort');
  const order = search.get('order');
  const page = Number.parseInt(search.get('page') ?? '', 10);
  return {
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, 100_000) : 1,
    pageSize: ACTIVITIES_PAGE_SIZE,
    sort: isSort(sort) ? sort : 'date',
    order: order === 'asc' ? 'asc' : 'desc',
  };
}

/** Only what differs from the defaults, so the plain list keeps the plain URL. */
export function listSearch(params: Pick<ListParams, 'page' | 'sort' | 'order'>): string {
  const search = new URLSearchParams();
  if (params.sort !== 'date') search.set('sort', params.sort);
  if (params.order !== 'desc') search.set('order', params.order);
  if (params.page > 1) search.set('page', String(params.page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * A click on a column header: the same column flips the order, a new column starts with the biggest first (the
 * newest ride, the hardest TSS) and goes back to page 1.
 */
export function nextSort(
  current: Pick<ListParams, 'sort' | 'order'>,
  column: ActivitySort,
): { sort: ActivitySort; order: SortOrder; page: number } {
  if (current.sort === column)
    return { sort: column, order: current.order === 'desc' ? 'asc' : 'desc', page: 1 };
  return { sort: column, order: 'desc', page: 1 };
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
