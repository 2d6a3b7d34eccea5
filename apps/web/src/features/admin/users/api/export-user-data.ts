import { useMutation } from '@tanstack/react-query';
import { adminKeys } from '../../../../api/admin-keys';
import { apiGetFile } from '../../../../lib/api-client';
import { attachmentName, saveFile } from '../../../../lib/save-file';

/** GET /admin/users/{id}/export: a player's data on their written request (`reason`), saved by the browser. */
async function exportUserData(id: string, reason: string): Promise<void> {
  const response = await apiGetFile(`/admin/users/${id}/export`, { reason });
  saveFile(response.data, attachmentName(response.headers['content-disposition'], 'oyna-data.zip'));
}

/** Exports a player's data; the audit log then holds it. */
export const useExportUserData = (id: string) =>
  useMutation({
    mutationFn: (reason: string) => exportUserData(id, reason),
    onSuccess: (_data, _reason, _context, { client }) =>
      void client.invalidateQueries({ queryKey: adminKeys.auditLogs() }),
  });
