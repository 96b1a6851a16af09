import { createServer, request } from "node:http";
import type { AddressInfo, Socket } from "node:net";

export type CuttableNetwork = {
  /** The proxy's address, for a browser context's `proxy.server`. */
  server: string;
  /** Cuts the network: open connections drop, new ones are refused, until `restore`. */
  cut: () => void;
  /**
   * Loses the answers, until `restore`: each request reaches the server, and its connection drops
   * once the server has answered, as when the network goes between a request and its answer.
   */
  loseAnswers: () => void;
  restore: () => void;
  close: () => Promise<void>;
};

/**
 * A network a test can cut: an HTTP proxy on loopback that a browser context sends every request
 * through (its pages', its service worker's, its iframes'), forwarding each to the server it names
 * while the network is up and dropping it while it is cut (or dropping only the server's answer). Chromium's offline emulation alone
 * leaves the network half there: at times a request it reports failed has reached the server.
 */
export async function cuttableNetwork(): Promise<CuttableNetwork> {
  let isCut = false;
  let isLosingAnswers = false;
  const sockets = new Set<Socket>();
  const proxy = createServer((incoming, answer) => {
    if (isCut) {
      incoming.socket.destroy();
      return;
    }
    const target = new URL(incoming.url ?? "/");
    const forwarded = request(
      {
        host: "127.0.0.1",
        port: target.port,
        method: incoming.method,
        path: `${target.pathname}${target.search}`,
        headers: incoming.headers,
      },
      (response) => {
        if (isLosingAnswers) {
          response.resume();
          response.on("end", () => incoming.socket.destroy());
          return;
        }
        answer.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(answer);
      },
    );
    forwarded.on("error", () => incoming.socket.destroy());
    incoming.pipe(forwarded);
  });
  proxy.on("connection", (socket) => {
    if (isCut) {
      socket.destroy();
      return;
    }
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((done) => proxy.listen(0, "127.0.0.1", done));
  const { port } = proxy.address() as AddressInfo;
  return {
    server: `http://127.0.0.1:${port}`,
    cut: () => {
      isCut = true;
      for (const socket of sockets) socket.destroy();
    },
    loseAnswers: () => {
      isLosingAnswers = true;
    },
    restore: () => {
      isCut = false;
      isLosingAnswers = false;
    },
    close: () =>
      new Promise<void>((done) => {
        for (const socket of sockets) socket.destroy();
        proxy.close(() => done());
      }),
  };
}
