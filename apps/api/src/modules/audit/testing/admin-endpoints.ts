import type { FastifyInstance, InjectOptions } from 'fastify';
import { createUser, createVenue } from '../../../test/factories.js';
import type { TestApp } from '../../../test/test-app.js';

/** The objects the admin endpoints are called on. */
export interface MatrixContext {
  userId: string;
  venueId: number;
}

export interface AdminEndpoint {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** The route as registered, e.g. `/api/v1/admin/users/:id`. */
  path: string;
  request: (context: MatrixContext) => InjectOptions;
  /** What an admin gets. */
  adminStatus: number;
  /** Non-admin roles the endpoint serves on purpose, with their status. */
  allowed?: Partial<Record<'player' | 'organizer' | 'referee', number>>;
}

const api = '/api/v1';

/** Every endpoint that only admins may use (or that gives admins powers others lack). */
const list: AdminEndpoint[] = [
  {
    method: 'GET',
    path: `${api}/users`,
    request: () => ({ method: 'GET', url: `${api}/users?search=ab` }),
    adminStatus: 200,
    allowed: { organizer: 200 },
  },
  {
    method: 'PATCH',
    path: `${api}/users/:id`,
    request: (context) => ({
      method: 'PATCH',
      url: `${api}/users/${context.userId}`,
      payload: { role: 'organizer', reason: 'Matris sınağı' },
    }),
    adminStatus: 200,
  },
  {
    method: 'GET',
    path: `${api}/admin/users/:id`,
    request: (context) => ({ method: 'GET', url: `${api}/admin/users/${context.userId}` }),
    adminStatus: 200,
  },
  {
    method: 'GET',
    path: `${api}/admin/users/:id/export`,
    request: (context) => ({
      method: 'GET',
      url: `${api}/admin/users/${context.userId}/export?reason=${encodeURIComponent('Matris sınağı')}`,
    }),
    adminStatus: 200,
  },
  {
    method: 'GET',
    path: `${api}/admin/users/:id/erasure`,
    request: (context) => ({ method: 'GET', url: `${api}/admin/users/${context.userId}/erasure` }),
    adminStatus: 200,
  },
  {
    method: 'POST',
    path: `${api}/admin/users/:id/erasure`,
    request: (context) => ({
      method: 'POST',
      url: `${api}/admin/users/${context.userId}/erasure`,
      payload: { reason: 'Matris sınağı', when: 'after_grace' },
    }),
    adminStatus: 200,
  },
  {
    method: 'POST',
    path: `${api}/admin/users/:id/adjustments`,
    request: (context) => ({
      method: 'POST',
      url: `${api}/admin/users/${context.userId}/adjustments`,
      payload: { amount: 1, reason: 'Matris sınağı' },
    }),
    adminStatus: 201,
  },
  {
    method: 'GET',
    path: `${api}/admin/users/:id/wallet`,
    request: (context) => ({ method: 'GET', url: `${api}/admin/users/${context.userId}/wallet` }),
    adminStatus: 200,
  },
  {
    method: 'GET',
    path: `${api}/admin/users/:id/transactions`,
    request: (context) => ({ method: 'GET', url: `${api}/admin/users/${context.userId}/transactions` }),
    adminStatus: 200,
  },
  {
    method: 'GET',
    path: `${api}/admin/users/:id/payments`,
    request: (context) => ({ method: 'GET', url: `${api}/admin/users/${context.userId}/payments` }),
    adminStatus: 200,
  },
  {
    method: 'GET',
    path: `${api}/admin/users/:id/game-payments`,
    request: (context) => ({ method: 'GET', url: `${api}/admin/users/${context.userId}/game-payments` }),
    adminStatus: 200,
  },
  {
    method: 'POST',
    path: `${api}/admin/payments/:id/recheck`,
    request: () => ({
      method: 'POST',
      url: `${api}/admin/payments/00000000-0000-4000-8000-000000000000/recheck`,
    }),
    // Past the authorization, an unknown payment.
    adminStatus: 404,
  },
  {
    method: 'POST',
    path: `${api}/admin/bookings/:id/refund`,
    request: () => ({
      method: 'POST',
      url: `${api}/admin/bookings/00000000-0000-4000-8000-000000000000/refund`,
      payload: { reason: 'Matris sınağı' },
    }),
    // Past the authorization, an unknown booking.
    adminStatus: 404,
  },
  {
    method: 'GET',
    path: `${api}/admin/reconciliation`,
    request: () => ({ method: 'GET', url: `${api}/admin/reconciliation` }),
    adminStatus: 200,
  },
  {
    method: 'POST',
    path: `${api}/admin/reconciliation`,
    request: () => ({ method: 'POST', url: `${api}/admin/reconciliation` }),
    adminStatus: 201,
  },
  {
    method: 'GET',
    path: `${api}/admin/whatsapp-usage`,
    request: () => ({ method: 'GET', url: `${api}/admin/whatsapp-usage` }),
    adminStatus: 200,
  },
  {
    method: 'GET',
    path: `${api}/admin/conversation-reports`,
    request: () => ({ method: 'GET', url: `${api}/admin/conversation-reports` }),
    adminStatus: 200,
  },
  {
    method: 'POST',
    path: `${api}/admin/conversation-reports/:id/decision`,
    request: () => ({
      method: 'POST',
      url: `${api}/admin/conversation-reports/00000000-0000-4000-8000-000000000000/decision`,
      payload: { decision: 'keep' },
    }),
    adminStatus: 404,
  },
  {
    method: 'GET',
    path: `${api}/admin/support/requests`,
    request: () => ({ method: 'GET', url: `${api}/admin/support/requests` }),
    adminStatus: 200,
  },
  {
    method: 'PUT',
    path: `${api}/admin/support/requests/:id/status`,
    request: () => ({
      method: 'PUT',
      url: `${api}/admin/support/requests/00000000-0000-4000-8000-000000000000/status`,
      payload: { status: 'closed' },
    }),
    adminStatus: 404,
  },
  {
    method: 'GET',
    path: `${api}/admin/audit-log`,
    request: () => ({ method: 'GET', url: `${api}/admin/audit-log` }),
    adminStatus: 200,
  },
  {
    method: 'GET',
    path: `${api}/admin/venues`,
    request: () => ({ method: 'GET', url: `${api}/admin/venues` }),
    adminStatus: 200,
  },
  {
    method: 'POST',
    path: `${api}/admin/venues`,
    request: () => ({ method: 'POST', url: `${api}/admin/venues`, payload: {} }),
    // Past the authorization, the empty body is refused.
    adminStatus: 400,
  },
  {
    method: 'GET',
    path: `${api}/admin/venues/:id`,
    request: (context) => ({ method: 'GET', url: `${api}/admin/venues/${context.venueId}` }),
    adminStatus: 200,
  },
  {
    method: 'PATCH',
    path: `${api}/admin/venues/:id`,
    request: (context) => ({
      method: 'PATCH',
      url: `${api}/admin/venues/${context.venueId}`,
      payload: { pitch_count: 2 },
    }),
    adminStatus: 200,
  },
  {
    method: 'POST',
    path: `${api}/admin/venues/:id/photos`,
    request: (context) => ({
      method: 'POST',
      url: `${api}/admin/venues/${context.venueId}/photos`,
      payload: {},
    }),
    // Past the authorization, a body that is not multipart is refused.
    adminStatus: 415,
  },
  {
    method: 'DELETE',
    path: `${api}/admin/venues/:id/photos/:photoId`,
    request: (context) => ({
      method: 'DELETE',
      url: `${api}/admin/venues/${context.venueId}/photos/00000000-0000-4000-8000-000000000000`,
    }),
    adminStatus: 404,
  },
  {
    method: 'POST',
    path: `${api}/admin/venues/:id/deactivate`,
    request: (context) => ({
      method: 'POST',
      url: `${api}/admin/venues/${context.venueId}/deactivate`,
      payload: { reason: 'Matris sınağı' },
    }),
    adminStatus: 200,
  },
  {
    method: 'POST',
    path: `${api}/admin/venues/:id/activate`,
    request: (context) => ({
      method: 'POST',
      url: `${api}/admin/venues/${context.venueId}/activate`,
      payload: {},
    }),
    adminStatus: 200,
  },
  {
    method: 'GET',
    path: `${api}/admin/restrictions`,
    request: () => ({ method: 'GET', url: `${api}/admin/restrictions?state=all` }),
    adminStatus: 200,
  },
  {
    method: 'POST',
    path: `${api}/admin/restrictions/:id/lift`,
    request: () => ({
      method: 'POST',
      url: `${api}/admin/restrictions/00000000-0000-4000-8000-000000000000/lift`,
      payload: { reason: 'Matris sınağı' },
    }),
    adminStatus: 404,
  },
  {
    method: 'GET',
    path: `${api}/admin/organizer-flags`,
    request: () => ({ method: 'GET', url: `${api}/admin/organizer-flags` }),
    adminStatus: 200,
  },
];

/** `METHOD /path` of every registered route whose path has an `admin` segment, read from Fastify's route tree. */
function registeredAdminRoutes(app: FastifyInstance): string[] {
  const found: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S*)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    const path = stack.join('');
    if (!match[3] || !path.split('/').includes('admin')) continue;
    for (const method of match[3].split(', ')) if (method !== 'HEAD') found.push(`${method} ${path}`);
  }
  return found;
}

async function prepare(test: TestApp): Promise<MatrixContext> {
  const user = await createUser(test.database.db);
  const venue = await createVenue(test.database.db);
  return { userId: user.id, venueId: venue.id };
}

export const adminEndpoints = { list, prepare, registeredAdminRoutes };
