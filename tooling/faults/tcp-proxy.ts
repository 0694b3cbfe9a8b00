import net from 'node:net';

/**
 * A TCP proxy between the server and PostgreSQL, so a test can make the database misbehave
 * without touching the PostgreSQL server other work shares.
 */
export type TcpProxy = {
  port: number;
  /** `targetUrl` with its host and port replaced by the proxy's. */
  urlThrough: (targetUrl: string) => string;
  /**
   * Stops forwarding in both directions and keeps every socket open, new ones included, like a
   * database stopped with SIGSTOP: the kernel keeps the connections, nothing answers on them.
   */
  freeze: () => void;
  /** Forwards again, with what waited meanwhile. */
  thaw: () => void;
  /** Destroys every connection open now (a network drop); later ones are forwarded as usual. */
  cut: () => number;
  openConnections: () => number;
  close: () => Promise<void>;
};

type Pair = { client: net.Socket; upstream: net.Socket };

export async function startTcpProxy(target: { host: string; port: number }, port = 0): Promise<TcpProxy> {
  const pairs = new Set<Pair>();
  let frozen = false;

  const server = net.createServer((client) => {
    const upstream = net.connect(target);
    const pair = { client, upstream };
    pairs.add(pair);
    // Written by hand, not piped: pipe() resumes a paused source on 'drain', which would thaw it.
    client.on('data', (chunk) => upstream.write(chunk));
    upstream.on('data', (chunk) => client.write(chunk));
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    for (const socket of [client, upstream]) {
      socket.on('error', end);
      socket.on('close', end);
      if (frozen) socket.pause();
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('proxy has no TCP address');

  return {
    port: address.port,
    urlThrough: (targetUrl) => {
      const url = new URL(targetUrl);
      url.hostname = '127.0.0.1';
      url.port = String(address.port);
      return url.toString();
    },
    freeze: () => {
      frozen = true;
      for (const { client, upstream } of pairs) {
        client.pause();
        upstream.pause();
      }
    },
    thaw: () => {
      frozen = false;
      for (const { client, upstream } of pairs) {
        client.resume();
        upstream.resume();
      }
    },
    cut: () => {
      const count = pairs.size;
      for (const { client, upstream } of [...pairs]) {
        client.destroy();
        upstream.destroy();
      }
      pairs.clear();
      return count;
    },
    openConnections: () => pairs.size,
    close: async () => {
      for (const { client, upstream } of pairs) {
        client.destroy();
        upstream.destroy();
      }
      pairs.clear();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
