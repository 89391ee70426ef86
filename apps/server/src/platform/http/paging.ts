import type { Page } from '@app/contract/envelope';

/** A list answer (DESIGN §4): {data, total, current_page, last_page}; pages start at 1. */
export function pageOf<T>(
  data: T[],
  total: number,
  currentPage: number,
  pageSize: number,
): Page<T> {
  return {
    data,
    total,
    current_page: currentPage,
    last_page: Math.max(1, Math.ceil(total / pageSize)),
  };
}
