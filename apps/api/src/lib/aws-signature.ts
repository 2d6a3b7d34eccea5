import { createHash } from 'node:crypto';
import { Hash } from '@smithy/hash-node';
import { SignatureV4 } from '@smithy/signature-v4';

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

/** `20130524T000000Z`: the x-amz-date form of an instant. */
export function amzDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The query of a URL as the signer takes it: a name given twice keeps every value. */
function queryOf(url: URL): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of url.searchParams) {
    const seen = query[name];
    query[name] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return query;
}

/**
 * The `Authorization` header of AWS Signature Version 4 for an S3 request (header-based signing,
 * payload in one chunk), as S3-compatible stores (AWS, MinIO, R2, Spaces) accept it. The signing
 * is Smithy's (the AWS SDK's own signer); the path is sent as the URL encodes it, which is how S3
 * wants it (no second encoding).
 */
export async function signS3Request(
  request: SignableRequest,
  options: { region: string; credentials: AwsCredentials; date: Date; service?: string },
): Promise<string> {
  const signer = new SignatureV4({
    service: options.service ?? 's3',
    region: options.region,
    credentials: options.credentials,
    sha256: Hash.bind(null, 'sha256'),
    uriEscapePath: false,
    applyChecksum: false,
  });
  const headers = Object.fromEntries(
    Object.entries(request.headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
  const signed = await signer.sign(
    {
      method: request.method.toUpperCase(),
      protocol: request.url.protocol,
      hostname: request.url.hostname,
      ...(request.url.port && { port: Number(request.url.port) }),
      path: request.url.pathname,
      query: queryOf(request.url),
      headers: { ...headers, 'x-amz-content-sha256': request.payloadHash },
    },
    { signingDate: options.date },
  );
  const authorization = signed.headers['authorization'];
  if (!authorization) throw new Error('the request was not signed');
  return authorization;
}
