import net from 'node:net';

export interface TTcpProxy {
  /** The proxy's port on 127.0.0.1. */
  port: number;
  /** The dependency goes away: open connections are reset and new ones refused. */
  cut(): Promise<void>;
  /** The dependency comes back on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

function listen(server: net.Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve((server.address() as net.AddressInfo).port);
    });
  });
}

/**
 * A TCP relay in front of PostgreSQL or Redis that a test can cut and restore, to see what the
 * app does when its dependency disappears mid-traffic and when it returns.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TTcpProxy> {
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // A reset is the point of the exercise; without a listener it would crash the test process.
    socket.on('error', () => socket.destroy());
  };
  const createServer = () =>
    net.createServer((client) => {
      const upstream = net.connect(target.port, target.host);
      track(client);
      track(upstream);
      client.pipe(upstream);
      upstream.pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });

  let server: net.Server | null = createServer();
  const port = await listen(server, 0);

  const stop = async () => {
    const current = server;
    server = null;
    for (const socket of sockets) socket.resetAndDestroy();
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  };
  return {
    port,
    cut: stop,
    async restore() {
      if (server) return;
      server = createServer();
      await listen(server, port);
    },
    close: stop,
  };
}
