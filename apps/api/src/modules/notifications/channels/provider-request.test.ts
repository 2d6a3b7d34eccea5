import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { errorText, postToProvider } from './provider-request.js';

describe('postToProvider', () => {
  it('gives the provider’s answer, whatever its status', async () => {
    const server = createServer((request, response) => {
      response.statusCode = request.method === 'POST' ? 503 : 200;
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const answer = await postToProvider(`http://127.0.0.1:${port}/send`, { headers: {}, body: '{}' });
      if ('unreachable' in answer) throw new Error(answer.unreachable);
      expect(answer.status).toBe(503);
    } finally {
      server.close();
    }
  });

  it('says why when no provider answers, so the delivery is tried again', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const answer = await postToProvider(`http://127.0.0.1:${port}/send`, { headers: {}, body: '{}' });
    expect(answer).toEqual({ unreachable: expect.any(String) });
  });
});

describe('errorText', () => {
  it('is the message of an error and the text of anything else thrown', () => {
    expect(errorText(new Error('socket hang up'))).toBe('socket hang up');
    expect(errorText('timeout')).toBe('timeout');
  });
});
