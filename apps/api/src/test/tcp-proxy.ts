import net from 'node:net';

/**
 * A TCP proxy on loopback in front of PostgreSQL or Redis, to play an outage in a test: `freeze`
 * stops forwarding (a server that hangs, like SIGSTOP), `cut` drops every connection and every new
 * one (a server that is down), `restore` brings it back.
 */
export interface TcpProxy {
  /** `target` with its host and port replaced by the proxy's. */
  urlFor(target: string): string;
  freeze(): void;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

type Mode = 'open' | 'frozen' | 'cut';

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: Mode = 'open';
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
  const waiting = new Set<net.Socket>();

  const connect = (client: net.Socket) => {
    const upstream = net.connect(target.port, target.host);
    const pair = { client, upstream };
    pairs.add(pair);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream);
    upstream.pipe(client);
  };

  const server = net.createServer((client) => {
    if (mode === 'cut') return void client.destroy();
    if (mode === 'frozen') {
      waiting.add(client);
      client.on('error', () => waiting.delete(client));
      return;
    }
    connect(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;

  return {
    urlFor(targetUrl) {
      const url = new URL(targetUrl);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    freeze() {
      mode = 'frozen';
      for (const { client, upstream } of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
    },
    cut() {
      mode = 'cut';
      for (const { client, upstream } of pairs) {
        client.destroy();
        upstream.destroy();
      }
      pairs.clear();
      for (const client of waiting) client.destroy();
      waiting.clear();
    },
    restore() {
      const wasFrozen = mode === 'frozen';
      mode = 'open';
      if (wasFrozen) {
        for (const { client, upstream } of pairs) {
          client.pipe(upstream);
          upstream.pipe(client);
        }
      }
      for (const client of waiting) connect(client);
      waiting.clear();
    },
    async close() {
      mode = 'cut';
      for (const { client, upstream } of pairs) {
        client.destroy();
        upstream.destroy();
      }
      for (const client of waiting) client.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
