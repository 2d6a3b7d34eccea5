import { useMutation } from '@tanstack/react-query';
import { apiGetFile } from '../../../lib/api-client';
import { attachmentName, saveFile } from '../../../lib/save-file';

/** GET /users/me/export: my data as one ZIP (decision 90), saved by the browser. */
async function downloadMyData(): Promise<void> {
  const response = await apiGetFile('/users/me/export');
  saveFile(response.data, attachmentName(response.headers['content-disposition'], 'oyna-data.zip'));
}

/** Downloads my data; a 429 means the hourly limit is reached. */
export const useDownloadMyData = () => useMutation({ mutationFn: downloadMyData });
