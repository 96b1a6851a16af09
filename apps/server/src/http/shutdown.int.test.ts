import { mkdtemp, rm } from "node:fs/promises";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { freePort, ilhaProcess } from "../test-support/ilha-process.ts";
import { SHUTDOWN_DEADLINE_MS } from "./server-timeouts.ts";

/** A raw connection to `url`, and when it was closed by the server. */
async function openSocket(url: string): Promise<{ socket: Socket; closed: Promise<number> }> {
  const { hostname, port } = new URL(url);
  const socket = connect({ host: hostname, port: Number(port) });
  await new Promise<void>((done, fail) => {
    socket.once("connect", done);
    socket.once("error", fail);
  });
  socket.on("error", () => undefined);
  const closed = new Promise<number>((done) => socket.once("close", () => done(Date.now())));
  return { socket, closed };
}

describe("ilha serve on SIGTERM", () => {
  it("closes idle keep-alive connections at once, cuts a client trickling its request at the deadline, and exits", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "ilha-shutdown-"));
    const server = await ilhaProcess({
      env: { ILHA_DATA_DIR: dataDir, PORT: String(await freePort()), DATABASE_URL: "" },
    });
    try {
      const idle = await openSocket(server.url);
      const answered = new Promise<string>((done) =>
        idle.socket.once("data", (chunk) => done(chunk.toString("utf8"))),
      );
      idle.socket.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
      expect(await answered).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*keep-alive/i);

      const slow = await openSocket(server.url);
      slow.socket.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n");
      const trickle = setInterval(() => slow.socket.write("X-Slow: 1\r\n"), 500);

      const stoppedAt = Date.now();
      await server.stop();
      const exitedAt = Date.now();
      clearInterval(trickle);

      expect((await idle.closed) - stoppedAt).toBeLessThan(2000);
      expect((await slow.closed) - stoppedAt).toBeGreaterThanOrEqual(SHUTDOWN_DEADLINE_MS - 500);
      expect(exitedAt - stoppedAt).toBeLessThan(SHUTDOWN_DEADLINE_MS + 3000);
      expect(server.output()).toContain(
        `Stopping: connections still open after ${SHUTDOWN_DEADLINE_MS / 1000} s were closed`,
      );
    } finally {
      await server.kill();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
