import type { FastifyReply } from 'fastify';
import type { DataExport } from './build-data-export.js';

/** The export as a download: a ZIP, never cached or stored by a proxy, saved under its file name. */
export function sendDataExport(reply: FastifyReply, built: DataExport): FastifyReply {
  return reply
    .type('application/zip')
    .header('Content-Disposition', `attachment; filename="${built.fileName}"`)
    .header('Cache-Control', 'no-store')
    .send(Buffer.from(built.zip));
}
