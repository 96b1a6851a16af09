import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { editorApp } from "./editor-app.ts";

describe("the editor's files", () => {
  let origin = "";
  let dir = "";
  let close = async () => {};

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "ilha-editor-"));
    await mkdir(join(dir, "assets"));
    await writeFile(join(dir, "index.html"), "<title>Ilha</title><main>index</main>");
    await writeFile(join(dir, "404.html"), "<title>Ilha</title><main>404</main>");
    await writeFile(join(dir, "sw.js"), "self;");
    await writeFile(join(dir, "assets", "editor-D38XEnmq.js"), "export {};");
    await writeFile(join(dir, "assets", "canvas-k9_qU6-A.css"), "a{}");
    const editor = editorApp(dir);
    const server = createServer((request, response) => {
      void editor().then((serve) => serve(request, response));
    });
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise<void>((done) => server.close(() => done()));
  });
  afterAll(async () => {
    await close();
    await rm(dir, { recursive: true, force: true });
  });

  const cacheOf = async (path: string) =>
    (await fetch(`${origin}${path}`)).headers.get("cache-control");

  it("keeps the hashed files a year and asks again for the pages and the service worker", async () => {
    expect(await cacheOf("/assets/editor-D38XEnmq.js")).toBe("public, max-age=31536000, immutable");
    expect(await cacheOf("/assets/canvas-k9_qU6-A.css")).toBe(
      "public, max-age=31536000, immutable",
    );
    expect(await cacheOf("/")).toBe("no-cache");
    expect(await cacheOf("/sw.js")).toBe("no-cache");
  });

  it("answers its page with 200 at each of its screens' addresses, query and fragment kept out", async () => {
    for (const path of ["/", "/?site=site-1", "/invite", "/invite?from=mail"]) {
      const answer = await fetch(`${origin}${path}#%E0%A4%A`);
      expect({ path, status: answer.status, body: await answer.text() }).toEqual({
        path,
        status: 200,
        body: "<title>Ilha</title><main>index</main>",
      });
    }
  });

  it("answers its page with 404 at an address that is no screen of it", async () => {
    for (const path of ["/invite/", "/invites", "/nowhere"]) {
      const answer = await fetch(`${origin}${path}`);
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
      expect(await answer.text()).toBe("<title>Ilha</title><main>404</main>");
    }
  });

  it("answers a hashed name it does not hold with its page and 404, not kept", async () => {
    const missing = await fetch(`${origin}/assets/panel-ABCDEFGH.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control") ?? "").not.toContain("immutable");
  });
});
