import type { ReconciliationReportsResponse } from '@oyna/shared';
import { inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/database.js';
import { type ReconciliationReportRow, reconciliationReports, users } from '../../../db/schema.js';
import { toReportResponse, userIdsOf } from './report-response.js';
import { pageOf, readNewestFirst } from '../../../lib/page-query.js';

/** The names of the users the reports mention, by id. */
export async function namesFor(db: DbExecutor, rows: ReconciliationReportRow[]) {
  const ids = [...new Set(rows.flatMap(userIdsOf))];
  const found =
    ids.length === 0
      ? []
      : await db
          .select({ id: users.id, first: users.firstName, last: users.lastName })
          .from(users)
          .where(inArray(users.id, ids));
  return new Map(found.map((user) => [user.id, { first: user.first, last: user.last }]));
}

/** `GET /admin/reconciliation`: the reports, newest first. */
export async function listReconciliationReports(
  db: DbExecutor,
  options: { page: number; pageSize: number },
): Promise<ReconciliationReportsResponse> {
  const request = { page: options.page, page_size: options.pageSize };
  const { rows, total } = await readNewestFirst(db, reconciliationReports, request);
  const names = await namesFor(db, rows);
  return pageOf(
    rows.map((row) => toReportResponse(row, names)),
    total,
    request,
  );
}
