import type { AdminPaymentsResponse } from '@oyna/shared';
import { count, desc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/database.js';
import { payments } from '../../../db/schema.js';
import { toAdminPaymentResponse } from './admin-payment-response.js';

/** `GET /admin/users/{id}/payments`: a user's top-up payments with their provider status, newest first. */
export async function listUserPayments(
  db: DbExecutor,
  options: { userId: string; page: number; pageSize: number },
): Promise<AdminPaymentsResponse> {
  const where = eq(payments.userId, options.userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    db.select({ total: count() }).from(payments).where(where),
  ]);
  return {
    items: rows.map(toAdminPaymentResponse),
    total: total?.total ?? 0,
    page: options.page,
    page_size: options.pageSize,
  };
}
