import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fileMemory } from "./file-memory.ts";
import { candidatePaths, listSiteFiles } from "./site-files.ts";

describe("candidatePaths", () => {
  it("prefers the brotli copy, then gzip, then the file, .html and a folder's index.html", () => {
    expect(candidatePaths("/pricing/", "gzip, deflate, br, zstd")).toEqual([
      "/pricing.html.br",
      "/pricing/index.html.br",
      "/pricing.br",
      "/pricing/index.br",
      "/pricing.html.gz",
      "/pricing/index.html.gz",
      "/pricing.gz",
      "/pricing/index.gz",
      "/pricing",
      "/pricing/index",
      "/pricing.html",
      "/pricing/index.html",
    ]);
  });

  it("offers no compressed copy the client did not accept, and the root's index.html", () => {
    expect(candidatePaths("/", "")).toEqual(["/index", "/index.html"]);
    expect(candidatePaths("/_ilha/app-1a2b3c4d.js", "gzip")).toContain("/_ilha/app-1a2b3c4d.js.gz");
    expect(candidatePaths("/_ilha/app-1a2b3c4d.js", "gzip")).not.toContain(
      "/_ilha/app-1a2b3c4d.js.br",
    );
  });
});

describe("listSiteFiles", () => {
  it("lists every file but dot files by URL path, with its type, length, encoding and ETag", async () => {
    const dir = await mkdtemp(join(tmpdir(), "ilha-files-"));
    await mkdir(join(dir, "pricing"));
    await writeFile(join(dir, "pricing", "index.html"), "<p>Preços</p>");
    await writeFile(join(dir, "pricing", "index.html.br"), "brotli");
    await writeFile(join(dir, ".secret"), "no");
    const files = await listSiteFiles(dir);
    expect([...files.keys()].sort()).toEqual(["/pricing/index.html", "/pricing/index.html.br"]);
    const page = files.get("/pricing/index.html")?.headers;
    expect(page?.["Content-Type"]).toBe("text/html; charset=utf-8");
    expect(page?.["Content-Length"]).toBe(String(Buffer.byteLength("<p>Preços</p>")));
    expect(page?.ETag).toMatch(/^W\/"\d+-\d+"$/);
    const compressed = files.get("/pricing/index.html.br")?.headers;
    expect(compressed?.["Content-Type"]).toBe("text/html; charset=utf-8");
    expect(compressed?.["Content-Encoding"]).toBe("br");
  });
});

describe("fileMemory", () => {
  it("keeps small files, not large ones, and lets the least recently used go past its bytes", async () => {
    const dir = await mkdtemp(join(tmpdir(), "ilha-memory-"));
    const file = async (name: string, bytes: number) => {
      await writeFile(join(dir, name), Buffer.alloc(bytes, 1));
      return join(dir, name);
    };
    const memory = fileMemory({ maxFileBytes: 100, maxBytes: 250 });
    const [a, b, c, big] = [
      await file("a", 100),
      await file("b", 100),
      await file("c", 100),
      await file("big", 101),
    ];
    await memory.read(a);
    await memory.read(b);
    expect(memory.isKept(100)).toBe(true);
    expect(memory.isKept(101)).toBe(false);
    expect((await memory.read(big)).length).toBe(101);
    expect(memory.peek(big)).toBeUndefined();
    expect(memory.peek(a)?.length).toBe(100);
    await memory.read(c);
    expect(memory.peek(b)).toBeUndefined();
    expect(memory.peek(a)).toBeDefined();
    expect(memory.peek(c)).toBeDefined();
  });
});
