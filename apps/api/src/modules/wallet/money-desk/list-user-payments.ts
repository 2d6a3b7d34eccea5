import type { AdminPaymentsResponse } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/database.js';
import { payments } from '../../../db/schema.js';
import { toAdminPaymentResponse } from './admin-payment-response.js';
import { pageOf, readNewestFirst } from '../../../lib/page-query.js';

/** `GET /admin/users/{id}/payments`: a user's top-up payments with their provider status, newest first. */
export async function listUserPayments(
  db: DbExecutor,
  options: { userId: string; page: number; pageSize: number },
): Promise<AdminPaymentsResponse> {
  const request = { page: options.page, page_size: options.pageSize };
  const { rows, total } = await readNewestFirst(db, payments, request, eq(payments.userId, options.userId));
  return pageOf(rows.map(toAdminPaymentResponse), total, request);
}
