import net from 'node:net';

export type LinkProfile = { roundTripMs: number; bytesPerSecond: number };

/** DevTools' "Slow 3G": 2 s round trips, 500 kbit/s at 80 % each way. */
export const SLOW_3G: LinkProfile = { roundTripMs: 2000, bytesPerSecond: 50_000 };

/**
 * One direction of the link: bytes queue for the shared bandwidth, then travel half a round trip.
 * Each socket delivers from its own queue, one timer at a time: timers of different lengths that
 * fall due in the same millisecond may fire in either order, which would shuffle the bytes.
 */
function direction(profile: LinkProfile, count: (bytes: number) => void = () => {}) {
  let freeAt = 0;
  return (from: net.Socket, to: net.Socket) => {
    const queue: { at: number; chunk: Buffer | null }[] = [];
    let pumping = false;
    const pump = () => {
      const next = queue[0];
      if (!next) {
        pumping = false;
        return;
      }
      pumping = true;
      setTimeout(
        () => {
          queue.shift();
          if (next.chunk === null) to.end();
          else if (to.writable) to.write(next.chunk);
          pump();
        },
        Math.max(0, next.at - Date.now()),
      );
    };
    const enqueue = (chunk: Buffer | null, at: number) => {
      queue.push({ at, chunk });
      if (!pumping) pump();
    };
    from.on('data', (chunk: Buffer) => {
      count(chunk.length);
      const start = Math.max(Date.now(), freeAt);
      freeAt = start + (chunk.length / profile.bytesPerSecond) * 1000;
      enqueue(chunk, freeAt + profile.roundTripMs / 2);
    });
    from.on('end', () => enqueue(null, Date.now() + profile.roundTripMs / 2));
    from.on('error', () => to.destroy());
  };
}

/**
 * A TCP proxy in front of the portal that behaves like a slow mobile link for everything that
 * crosses it: the page's requests and the service worker's alike (Chromium's own throttling does
 * not reach a service worker's requests). Answers the proxy's origin, a way to close it, and the
 * bytes the browser has sent through it.
 */
export async function startSlowLink(
  targetPort: number,
  profile: LinkProfile,
  /** 0: any free port. */
  listenPort = 0,
): Promise<{ origin: string; close: () => Promise<void>; bytesSent: () => number }> {
  // What the browser sent through the link so far (headers and bodies): a photo's upload is read
  // as the difference across it.
  let sent = 0;
  const upload = direction(profile, (bytes) => {
    sent += bytes;
  });
  const download = direction(profile);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, '127.0.0.1');
    sockets.add(client).add(upstream);
    upload(client, upstream);
    download(upstream, client);
    for (const socket of [client, upstream]) socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listenPort, '127.0.0.1', resolve);
  });
  const { port } = server.address() as net.AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    bytesSent: () => sent,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
