import { describe, expect, it } from 'vitest';
import { amzDate, sha256Hex, signS3Request } from './aws-signature.js';

// The worked examples of the S3 documentation ("Signature calculations for the Authorization
// header: transferring payload in a single chunk"), with its example credentials.
const credentials = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
};
const date = new Date('2013-05-24T00:00:00Z');
const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

describe('signS3Request', () => {
  it('signs the documentation’s GET Object example', () => {
    expect(sha256Hex('')).toBe(EMPTY_SHA256);
    const authorization = signS3Request(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: {
          Host: 'examplebucket.s3.amazonaws.com',
          Range: 'bytes=0-9',
          'x-amz-content-sha256': EMPTY_SHA256,
          'x-amz-date': amzDate(date),
        },
        payloadHash: EMPTY_SHA256,
      },
      { region: 'us-east-1', credentials, date },
    );
    expect(authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('signs the documentation’s PUT Object example', () => {
    const body = 'Welcome to Amazon S3.';
    const payloadHash = sha256Hex(body);
    expect(payloadHash).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');
    const authorization = signS3Request(
      {
        method: 'PUT',
        url: new URL('https://examplebucket.s3.amazonaws.com/test%24file.text'),
        headers: {
          Host: 'examplebucket.s3.amazonaws.com',
          Date: 'Fri, 24 May 2013 00:00:00 GMT',
          'x-amz-date': amzDate(date),
          'x-amz-storage-class': 'REDUCED_REDUNDANCY',
          'x-amz-content-sha256': payloadHash,
        },
        payloadHash,
      },
      { region: 'us-east-1', credentials, date },
    );
    expect(authorization).toMatch(
      /SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class, Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd$/,
    );
  });

  it('writes x-amz-date without separators or milliseconds', () => {
    expect(amzDate(new Date('2026-11-22T08:05:09.123Z'))).toBe('20261122T080509Z');
  });
});
