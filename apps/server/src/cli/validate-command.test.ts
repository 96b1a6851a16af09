import { execFile } from "node:child_process";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const root = join(import.meta.dirname, "../../../..");

/** Runs the `ilha` binary as npm links it for `npx ilha`, from the repository root. */
async function ilha(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ["node_modules/.bin/ilha", ...args], {
      cwd: root,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe("ilha validate", () => {
  it("prints every route with its language and title and exits 0", async () => {
    const result = await ilha("validate", "fixtures/bilingual-site.json");
    expect(result.code).toBe(0);
    expect(result.stdout.trim().split("\n")).toEqual([
      'fixtures/bilingual-site.json: valid site "Bilingual", 4 routes',
      "pt  /           Início",
      "pt  /about/     Sobre",
      "en  /en/        Home",
      "en  /en/about/  About",
    ]);
  });

  it("prints one line per problem with its path and exits 1", async () => {
    const dir = await mkdtemp(join(tmpdir(), "ilha-validate-"));
    const file = join(dir, "broken.json");
    await writeFile(
      file,
      JSON.stringify({
        schemaVersion: 1,
        id: "broken",
        hash: "broken0001",
        slug: "broken",
        name: "Broken",
        theme: {
          palette: { primary: "#12", secondary: "#fff" },
          primaryFont: "A",
          secondaryFont: "B",
        },
        settings: {},
        languages: [
          {
            id: 1,
            lang: { id: 1, code: "en", name: "English", localizedName: "English", flagCode: "gb" },
            isPrimary: true,
            order: 0,
            status: "active",
          },
        ],
        content: {
          en: {
            pages: [
              {
                path: "/",
                meta: { title: "Home" },
                components: [{ id: "h", type: "hero-header", data: { title: "x".repeat(31) } }],
              },
            ],
          },
        },
      }),
    );
    const result = await ilha("validate", file);
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split("\n")).toEqual([
      `${file}: theme.palette.primary: Bad Hex`,
      `${file}: content.en.pages[0].components[0].data.title: At most 30 characters`,
    ]);
  });

  it("exits 1 for a missing file or invalid JSON", async () => {
    const missing = await ilha("validate", "no-such-site.json");
    expect(missing).toMatchObject({ code: 1, stderr: "no-such-site.json: file not found\n" });
    const dir = await mkdtemp(join(tmpdir(), "ilha-validate-"));
    const file = join(dir, "bad.json");
    await writeFile(file, "{ nope");
    const bad = await ilha("validate", file);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/bad\.json: not valid JSON: /);
  });

  it("exits 2 with usage for an unknown command", async () => {
    const result = await ilha("frobnicate");
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Unknown command "frobnicate"');
  });
});
