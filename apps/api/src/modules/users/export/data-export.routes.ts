import * as contracts from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../errors/app-error.js';
import { signedInRoutes } from '../../../lib/route-kinds.js';
import { ok } from '../../../lib/route-responses.js';
import { buildDataExport } from './build-data-export.js';
import { sendDataExport } from './send-data-export.js';

/** The ZIP a data export answers with, as the OpenAPI document describes it. */
export const dataExportZipSchema = z
  .any()
  .describe(
    'A ZIP (application/zip): profile.json, games.json, wallet.json, transactions.csv, payments.json, ' +
      'teams.json, series.json, messages.json (contracts DataExport*)',
  );

/** `GET /users/me/export`: the signed-in player downloads their own data (decision 90). */
export const dataExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = signedInRoutes(app, { tags: ['users'] });

  signedIn.get('/users/me/export', {
    summary: 'Download your data: one ZIP of JSON files and transactions.csv',
    description:
      `Only your own data; other people only as the app shows them to you. At most ${contracts.DATA_EXPORTS_PER_HOUR} ` +
      'an hour (429 `data_export_rate_limited` with Retry-After). Texts in your account’s language.',
    response: ok(dataExportZipSchema, 401, 429),
    config: {
      rateLimit: {
        max: contracts.DATA_EXPORTS_PER_HOUR,
        timeWindow: '1 hour',
        errorResponseBuilder: () =>
          new AppError('data_export_rate_limited', 429, {
            params: { count: String(contracts.DATA_EXPORTS_PER_HOUR) },
          }),
      },
    },
    handler: async (request, reply) =>
      sendDataExport(reply, await buildDataExport(app.db, { userId: request.user.id })),
  });
};
