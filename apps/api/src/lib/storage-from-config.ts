import { type Config, uploadsDirectory } from '../config.js';
import { type FileStorage, createLocalFileStorage } from './file-storage.js';
import { createS3FileStorage } from './s3-file-storage.js';

/** The uploads storage the configuration asks for: the S3 bucket when S3_BUCKET is set, else UPLOADS_DIR. */
export function storageFromConfig(config: Config): FileStorage {
  if (config.S3_BUCKET && config.S3_ENDPOINT && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY) {
    return createS3FileStorage({
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      bucket: config.S3_BUCKET,
      credentials: { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY },
      publicBaseUrl: config.UPLOADS_PUBLIC_URL,
    });
  }
  return createLocalFileStorage({
    directory: uploadsDirectory(config),
    publicBaseUrl: config.UPLOADS_PUBLIC_URL,
  });
}
