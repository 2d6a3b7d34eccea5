import { type AwsCredentials, amzDate, sha256Hex, signS3Request } from './aws-signature.js';
import { type FileStorage, randomFileName, storageKeyOf } from './file-storage.js';

export interface S3StorageOptions {
  /** The S3 API address: `https://s3.eu-central-1.amazonaws.com`, a MinIO or R2 endpoint. */
  endpoint: string;
  region: string;
  bucket: string;
  credentials: AwsCredentials;
  /** Where the objects are publicly readable (the bucket's public URL or a CDN before it). */
  publicBaseUrl: string;
  /** For tests: the fetch to use and the clock. */
  fetch?: typeof fetch;
  now?: () => Date;
}

/**
 * Files in an S3-compatible bucket, addressed path-style (`endpoint/bucket/key`), which AWS,
 * MinIO, Cloudflare R2 and DigitalOcean Spaces all accept. The bucket's policy makes the
 * objects public; the API only writes and deletes them, signed with Signature Version 4.
 */
export function createS3FileStorage(options: S3StorageOptions): FileStorage {
  const send = options.fetch ?? fetch;
  const base = `${options.publicBaseUrl}/`;
  const endpoint = options.endpoint.replace(/\/+$/, '');

  async function request(
    method: 'PUT' | 'DELETE',
    key: string,
    body?: Buffer,
    headers: Record<string, string> = {},
  ) {
    const url = new URL(`${endpoint}/${options.bucket}/${key}`);
    const date = options.now?.() ?? new Date();
    const payloadHash = sha256Hex(body ?? '');
    const signed = {
      host: url.host,
      'x-amz-content-sha256': payloadHash,
      'x-amz-date': amzDate(date),
      ...headers,
    };
    const authorization = await signS3Request(
      { method, url, headers: signed, payloadHash },
      { region: options.region, credentials: options.credentials, date },
    );
    const { host: _host, ...sent } = signed;
    const response = await send(url, {
      method,
      headers: { ...sent, authorization },
      ...(body && { body }),
    });
    // S3 answers 204 to a DELETE, also of a key that is not there.
    if (!response.ok) {
      throw new Error(`S3 ${method} ${key} failed: ${response.status} ${await response.text()}`);
    }
  }

  return {
    async save({ folder, extension, data, contentType }) {
      const key = `${folder}/${randomFileName(extension)}`;
      await request('PUT', key, data, {
        'content-type': contentType,
        'cache-control': 'public, max-age=31536000, immutable',
      });
      return base + key;
    },
    async removeByUrl(url) {
      const key = storageKeyOf(url, base);
      if (key) await request('DELETE', key);
    },
    owns: (url) => storageKeyOf(url, base) !== null,
  };
}
