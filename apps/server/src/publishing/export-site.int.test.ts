import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ERRORS } from "@ilha/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../db/test-databases.ts";
import { type TestApp, testApp } from "../test-support/test-app.ts";
import { exportSite } from "./export-site.ts";

describe.each(testDatabases())("exporting a published site on $name", (database) => {
  let t: TestApp;
  let site: { id: string; slug: string };
  let owner: string;

  beforeAll(async () => {
    t = await testApp(database);
    owner = await t.account();
    site = await t.templateSite(owner);
  });

  afterAll(async () => {
    await t?.close();
  });

  it("refuses a site that is not published", async () => {
    const outDir = await mkdtemp(join(tmpdir(), "ilha-export-"));
    await expect(
      exportSite({
        db: t.database.db,
        dataDir: t.dataDir,
        slug: site.slug,
        outDir,
        apiOrigin: "https://api.example",
        origin: "https://www.example.com",
      }),
    ).rejects.toMatchObject({ code: ERRORS.notFound.code });
  });

  it("writes the live version at the root of its own origin, its forms posting to the API origin", async () => {
    await t.call({ method: "POST", url: `/api/v1/sites/${site.id}/publish`, token: owner });
    const outDir = await mkdtemp(join(tmpdir(), "ilha-export-"));
    const result = await exportSite({
      db: t.database.db,
      dataDir: t.dataDir,
      slug: site.slug,
      outDir,
      apiOrigin: "https://api.example",
      origin: "https://www.mare-rent.example",
    });
    expect(result).toEqual({ version: 1, pages: 16 });
    const home = await readFile(join(outDir, "index.html"), "utf8");
    expect(home).toContain('href="/pricing/"');
    expect(home).toContain('<link rel="canonical" href="https://www.mare-rent.example/"');
    const booking = await readFile(join(outDir, "booking/index.html"), "utf8");
    expect(booking).toContain('action="https://api.example/api/v1/sites/form/contact/');
    const data = JSON.parse(
      await readFile(join(outDir, "_ilha/data/booking/index.json"), "utf8"),
    ) as {
      renderMode: { apiPath: string };
    };
    expect(data.renderMode.apiPath).toBe("https://api.example/api/v1");
    expect(await readFile(join(outDir, "images/avatar-480.webp"))).toBeInstanceOf(Buffer);
  });
});
