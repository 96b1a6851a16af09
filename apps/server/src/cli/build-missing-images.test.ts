import { execFile } from "node:child_process";
import { access, cp, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { localImages } from "./missing-images.ts";

const run = promisify(execFile);
const root = join(import.meta.dirname, "../../../..");
const ilha = join(root, "node_modules/.bin/ilha");
const TEMPLATE = join(root, "templates/vehicle-rental");

type Exit = { code: number; stdout: string; stderr: string };

const build = (...args: string[]): Promise<Exit> =>
  run(process.execPath, [ilha, "build", ...args], { cwd: root }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: Exit) => error,
  );

describe("ilha build of a document whose images are not beside it", () => {
  it("exits 1, lists each missing file, and leaves no output", async () => {
    const dir = await mkdtemp(join(tmpdir(), "ilha-cli-images-"));
    await cp(join(TEMPLATE, "site.json"), join(dir, "site.json"));
    await cp(join(TEMPLATE, "images"), join(dir, "images"), { recursive: true });
    await rm(join(dir, "images/hero-768.webp"));
    await rm(join(dir, "images/logo-480.webp"));
    const out = join(dir, "out");
    const result = await build(join(dir, "site.json"), "--out", out);
    expect(result).toMatchObject({
      code: 1,
      stderr: [
        `ilha build: 2 images are not found beside ${join(dir, "site.json")} (nothing was built):`,
        `  ${join(dir, "images/hero-768.webp")}`,
        `  ${join(dir, "images/logo-480.webp")}`,
        "",
      ].join("\n"),
    });
    await expect(access(out)).rejects.toThrow();
  });

  it("lists every image of a document with no images folder beside it", async () => {
    const dir = await mkdtemp(join(tmpdir(), "ilha-cli-images-"));
    await cp(join(TEMPLATE, "site.json"), join(dir, "site.json"));
    const result = await build(join(dir, "site.json"), "--out", join(dir, "out"));
    expect(result.code).toBe(1);
    const listed = result.stderr.trim().split("\n").slice(1);
    const document = await readFile(join(TEMPLATE, "site.json"), "utf8");
    const images = new Set(document.match(/\/images\/[^"?#]+/g));
    expect(images.size).toBeGreaterThan(70);
    expect(listed).toHaveLength(images.size);
    expect(listed).toContain(`  ${join(dir, "images/favicon.svg")}`);
  });

  it("refuses an --origin that is not an origin", async () => {
    const result = await build(
      "templates/vehicle-rental/site.json",
      "--out",
      join(tmpdir(), "ilha-never"),
      "--origin",
      "example.com",
    );
    expect(result).toMatchObject({
      code: 2,
      stderr:
        'ilha build: --origin must be an origin such as https://example.com, not "example.com"\n',
    });
  });
});

describe("the images a document names", () => {
  it("are its own site's image paths, not texts, links, anchors or other sites' images", () => {
    expect(
      localImages({
        hero: { imgUrl: "/images/hero.webp?v=2#top", alt: "A photo.png of the bay" },
        card: { imgUrl: "images/card%20car.png", link: "/pricing/" },
        logo: "./images/logo.svg",
        elsewhere: ["https://cdn.example/a.png", "//cdn.example/b.png", "mailto:a@b.png", "#c.png"],
        above: "../secret.png",
        word: "photo.png",
      }),
    ).toEqual(["/images/card car.png", "/images/hero.webp", "/images/logo.svg", "/secret.png"]);
  });
});
