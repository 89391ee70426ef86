import { z } from 'zod';

/**
 * The schema of a list answer (DESIGN §4): {data: [...], total, current_page, last_page}, pages
 * from 1. Its type is envelope.ts's `Page<T>`.
 */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    total: z.number(),
    current_page: z.number(),
    last_page: z.number(),
  });
}
