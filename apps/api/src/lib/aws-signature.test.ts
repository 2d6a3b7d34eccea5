import { describe, expect, it } from 'vitest';
import { amzDate, sha256Hex, signS3Request } from './aws-signature.js';

// The worked examples of the S3 documentation ("Signature calculations for the Authorization
// header: transferring payload in a single chunk"), with its example credentials. Its PUT example
// also signs a `Date` header, which the AWS SDK's signer leaves unsigned beside x-amz-date (and
// the store never sends one), so the three GET examples pin the signature: a path, a query with
// an empty value, and a query with two parameters.
const credentials = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
};
const date = new Date('2013-05-24T00:00:00Z');
const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
const host = 'examplebucket.s3.amazonaws.com';
const scope = 'AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request';

function signGet(url: string, headers: Record<string, string> = {}) {
  return signS3Request(
    {
      method: 'GET',
      url: new URL(url),
      headers: { Host: host, 'x-amz-content-sha256': EMPTY_SHA256, 'x-amz-date': amzDate(date), ...headers },
      payloadHash: EMPTY_SHA256,
    },
    { region: 'us-east-1', credentials, date },
  );
}

describe('signS3Request', () => {
  it('signs the documentation’s GET Object example', async () => {
    expect(sha256Hex('')).toBe(EMPTY_SHA256);
    expect(await signGet(`https://${host}/test.txt`, { Range: 'bytes=0-9' })).toBe(
      `AWS4-HMAC-SHA256 Credential=${scope}, ` +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('signs the documentation’s GET Bucket Lifecycle example (a query parameter without a value)', async () => {
    expect(await signGet(`https://${host}/?lifecycle`)).toBe(
      `AWS4-HMAC-SHA256 Credential=${scope}, SignedHeaders=host;x-amz-content-sha256;x-amz-date, ` +
        'Signature=fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543',
    );
  });

  it('signs the documentation’s GET Bucket (list objects) example (two query parameters, sorted)', async () => {
    expect(await signGet(`https://${host}/?prefix=J&max-keys=2`)).toBe(
      `AWS4-HMAC-SHA256 Credential=${scope}, SignedHeaders=host;x-amz-content-sha256;x-amz-date, ` +
        'Signature=34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7',
    );
  });

  it('hashes a PUT body for x-amz-content-sha256 as the documentation does', () => {
    expect(sha256Hex('Welcome to Amazon S3.')).toBe(
      '44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072',
    );
  });

  it('writes x-amz-date without separators or milliseconds', () => {
    expect(amzDate(new Date('2026-11-22T08:05:09.123Z'))).toBe('20261122T080509Z');
  });
});
