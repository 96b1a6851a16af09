import { type ChildProcess, execFile, spawn } from "node:child_process";
import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const root = join(import.meta.dirname, "../../../..");
const ilha = join(root, "node_modules/.bin/ilha");
const running: ChildProcess[] = [];

afterAll(() => {
  for (const child of running) child.kill("SIGTERM");
});

/** Starts `ilha preview` and resolves with the URL it prints. */
function preview(dir: string): Promise<string> {
  const child = spawn(process.execPath, [ilha, "preview", dir, "--port", "0"], { cwd: root });
  running.push(child);
  return new Promise((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      const url = /(http:\/\/\S+)/.exec(chunk.toString())?.[1];
      if (url !== undefined) resolve(url);
    });
    child.once("exit", (code) => reject(new Error(`preview exited with ${code}`)));
  });
}

describe("ilha build and ilha preview", () => {
  it("builds a preview with --preview: the pages carry no disclaimer", async () => {
    const published = await mkdtemp(join(tmpdir(), "ilha-cli-published-"));
    const previewed = await mkdtemp(join(tmpdir(), "ilha-cli-preview-"));
    const build = (out: string, ...flags: string[]) =>
      run(
        process.execPath,
        [ilha, "build", "templates/vehicle-rental/site.json", "--out", out, ...flags],
        {
          cwd: root,
        },
      );
    await build(published);
    await build(previewed, "--preview");
    expect(await readFile(join(published, "index.html"), "utf8")).toContain("data-ilha-report");
    expect(await readFile(join(previewed, "index.html"), "utf8")).not.toContain("data-ilha-report");
    expect(await readFile(join(previewed, "_ilha/data/index.json"), "utf8")).toContain(
      '"isPreview":true',
    );
  });

  it("builds the template and serves it: pages, assets, and the 404 page with status 404", async () => {
    const out = await mkdtemp(join(tmpdir(), "ilha-cli-build-"));
    const { stdout } = await run(
      process.execPath,
      [ilha, "build", "templates/vehicle-rental/site.json", "--out", out],
      {
        cwd: root,
      },
    );
    expect(stdout).toMatch(
      new RegExp(`^Built 16 pages of "Maré Rent" into ${out} \\(\\d+ ms of rendering\\)`),
    );
    expect(await readFile(join(out, "en/motas/index.html"), "utf8")).toContain('<html lang="en">');

    const url = await preview(out);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const home = await fetch(url);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("Porto Santo ao seu ritmo");
    const pricing = await fetch(new URL("en/pricing/", url));
    expect(pricing.status).toBe(200);
    const compressed = await fetch(url, { headers: { "accept-encoding": "br" } });
    expect(compressed.headers.get("content-encoding")).toBe("br");
    const [script] =
      /<script type="module" src="\/([^"]+)"/.exec(await (await fetch(url)).text())?.slice(1) ?? [];
    const runtime = await fetch(new URL(script ?? "", url));
    expect(runtime.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const image = await fetch(new URL("images/hero-768.webp", url));
    expect(image.headers.get("content-type")).toBe("image/webp");
    const missing = await fetch(new URL("no-such-page/", url));
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Página não encontrada");
    const traversal = await fetch(new URL("..%2f..%2fetc%2fpasswd", url));
    expect(traversal.status).toBe(404);
  });

  it("serves a site built under a base path at that path", async () => {
    const out = await mkdtemp(join(tmpdir(), "ilha-cli-base-"));
    await run(
      process.execPath,
      [
        ilha,
        "build",
        "templates/vehicle-rental/site.json",
        "--out",
        out,
        "--base",
        "/s/vehicle-rental/",
      ],
      {
        cwd: root,
      },
    );
    const url = await preview(out);
    expect(url).toMatch(/\/s\/vehicle-rental\/$/);
    expect((await fetch(url)).status).toBe(200);
    expect((await fetch(new URL("/pricing/", url))).status).toBe(404);
  });

  it("exits 1 with the problems of an invalid document, and 2 without --out", async () => {
    const invalid = await run(
      process.execPath,
      [ilha, "build", "no-such.json", "--out", "/tmp/x"],
      { cwd: root },
    ).catch((error: { code: number; stderr: string }) => error);
    expect(invalid).toMatchObject({ code: 1, stderr: "no-such.json: file not found\n" });
    const usage = await run(
      process.execPath,
      [ilha, "build", "templates/vehicle-rental/site.json"],
      { cwd: root },
    ).catch((error: { code: number; stderr: string }) => error);
    expect(usage).toMatchObject({ code: 2 });
    expect((usage as { stderr: string }).stderr).toContain("Usage: ilha build");
  });
});
