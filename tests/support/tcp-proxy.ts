import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';

/**
 * A TCP proxy in front of a real server (PostgreSQL in the fault tests, 127.0.0.1:5432) that a test
 * can make refuse or stall, the way a stopped database or a network dropping packets would, with
 * nothing mocked on either side.
 */
export interface TcpProxy {
  port: number;
  /** `url` with its host and port replaced by the proxy's. */
  url(url: string): string;
  /**
   * The database stopped: every open connection is reset and new ones are refused (ECONNREFUSED),
   * so a client learns at once that it is gone.
   */
  refuse(): Promise<void>;
  /** Open connections are reset; new ones still go through (the connections died, the database did not). */
  dropConnections(): void;
  /**
   * Packets are held, not refused: nothing is read or forwarded any more, either way, yet every socket
   * stays open and new connections are accepted (and held too). A client learns nothing but silence.
   */
  stall(): void;
  /** Back to normal: listening again after a refusal, forwarding what a stall held. */
  resume(): Promise<void>;
  close(): Promise<void>;
}

interface Pair {
  client: Socket;
  upstream: Socket;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<Pair>();
  let stalled = false;
  let server: Server | undefined;
  let port = 0;

  const accept = (client: Socket) => {
    const upstream = tcpConnect(target.port, target.host);
    const pair = { client, upstream };
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      from.on('data', (chunk) => to.write(chunk));
      from.on('error', end);
      from.on('close', end);
      if (stalled) from.pause();
    }
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = createServer(accept);
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        port = (next.address() as { port: number }).port;
        server = next;
        resolve();
      });
    });

  const destroyAll = () => {
    for (const pair of pairs) {
      pair.client.resetAndDestroy();
      pair.upstream.destroy();
    }
    pairs.clear();
  };

  const stopListening = () =>
    new Promise<void>((resolve) => {
      const current = server;
      server = undefined;
      if (!current) return resolve();
      current.close(() => resolve());
    });

  await listen();
  return {
    get port() {
      return port;
    },
    url(url) {
      const parsed = new URL(url);
      parsed.hostname = '127.0.0.1';
      parsed.port = String(port);
      return parsed.toString();
    },
    async refuse() {
      const closed = stopListening();
      destroyAll();
      await closed;
    },
    dropConnections: destroyAll,
    stall() {
      stalled = true;
      for (const pair of pairs) {
        pair.client.pause();
        pair.upstream.pause();
      }
    },
    async resume() {
      stalled = false;
      for (const pair of pairs) {
        pair.client.resume();
        pair.upstream.resume();
      }
      if (!server) await listen();
    },
    async close() {
      const closed = stopListening();
      destroyAll();
      await closed;
    },
  };
}
