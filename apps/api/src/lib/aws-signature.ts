import { createHash, createHmac } from 'node:crypto';

export interface AwsCredentials {
  accessKeyId: string;
  secretAccessKey: string;
}

export interface SignableRequest {
  method: string;
  url: URL;
  /** Every header to sign (the Host header included), any case. */
  headers: Record<string, string>;
  /** Hex SHA-256 of the body, as sent in x-amz-content-sha256. */
  payloadHash: string;
}

export const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** `20130524T000000Z`: the x-amz-date form of an instant. */
export function amzDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** RFC 3986 encoding of a path, as S3 wants it: each segment encoded once, slashes kept. */
function canonicalPath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) =>
      encodeURIComponent(decodeURIComponent(segment)).replace(
        /[!'()*]/g,
        (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
      ),
    )
    .join('/');
}

function canonicalQuery(params: URLSearchParams): string {
  const encode = (value: string) =>
    encodeURIComponent(value).replace(
      /[!'()*]/g,
      (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
    );
  return [...params]
    .map(([name, value]) => `${encode(name)}=${encode(value)}`)
    .sort()
    .join('&');
}

/**
 * The `Authorization` header of AWS Signature Version 4 for an S3 request (header-based
 * signing, payload in one chunk), as S3-compatible stores (AWS, MinIO, R2, Spaces) accept it.
 */
export function signS3Request(
  request: SignableRequest,
  options: { region: string; credentials: AwsCredentials; date: Date; service?: string },
): string {
  const service = options.service ?? 's3';
  const timestamp = amzDate(options.date);
  const day = timestamp.slice(0, 8);
  const headers = Object.entries(request.headers)
    .map(([name, value]) => [name.toLowerCase(), value.trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const signedHeaders = headers.map(([name]) => name).join(';');
  const canonicalRequest = [
    request.method.toUpperCase(),
    canonicalPath(request.url.pathname),
    canonicalQuery(request.url.searchParams),
    headers.map(([name, value]) => `${name}:${value}\n`).join(''),
    signedHeaders,
    request.payloadHash,
  ].join('\n');
  const scope = `${day}/${options.region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', timestamp, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = [options.region, service, 'aws4_request'].reduce<Buffer>(
    (key, part) => hmac(key, part),
    hmac(`AWS4${options.credentials.secretAccessKey}`, day),
  );
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return (
    `AWS4-HMAC-SHA256 Credential=${options.credentials.accessKeyId}/${scope}, ` +
    `SignedHeaders=${signedHeaders}, Signature=${signature}`
  );
}
