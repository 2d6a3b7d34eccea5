import { z } from 'zod';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

/** `page` and `page_size` as every list endpoint takes them. */
export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

/** `{ items, total, page, page_size }` around a list of items. */
export function paginatedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    page_size: z.number().int().min(1),
  });
}
export type Paginated<T> = { items: T[]; total: number; page: number; page_size: number };

/** `{ items }` around a whole list, one that has no pages. */
export function itemListSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item) });
}
