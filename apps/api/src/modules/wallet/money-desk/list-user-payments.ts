import type { AdminPaymentsResponse } from '@oyna/shared';
import { count, desc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/database.js';
import { payments } from '../../../db/schema.js';
import { toAdminPaymentResponse } from './admin-payment-response.js';
import { pageOf, readPage } from '../../../lib/page-query.js';

/** `GET /admin/users/{id}/payments`: a user's top-up payments with their provider status, newest first. */
export async function listUserPayments(
  db: DbExecutor,
  options: { userId: string; page: number; pageSize: number },
): Promise<AdminPaymentsResponse> {
  const where = eq(payments.userId, options.userId);
  const request = { page: options.page, page_size: options.pageSize };
  const { rows, total } = await readPage(
    db.select().from(payments).where(where).orderBy(desc(payments.createdAt), desc(payments.id)).$dynamic(),
    db.select({ total: count() }).from(payments).where(where),
    request,
  );
  return pageOf(rows.map(toAdminPaymentResponse), total, request);
}
