import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { ERRORS } from "@ilha/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_LIFETIME } from "../auth/sessions.ts";
import { testDatabases } from "../db/test-databases.ts";
import { type TestApp, testApp } from "../test-support/test-app.ts";
import { templateDir } from "./site-documents.ts";

/** Every `/images/{file}` address a document refers to. */
function imageFiles(document: unknown): string[] {
  const files = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === "string") {
      for (const match of value.matchAll(/^\/images\/([^/?#]+)$/g)) files.add(match[1] ?? "");
    } else if (Array.isArray(value)) {
      for (const item of value) visit(item);
    } else if (typeof value === "object" && value !== null) {
      for (const item of Object.values(value)) visit(item);
    }
  };
  visit(document);
  return [...files].filter((file) => file !== "");
}

describe.each(testDatabases())("a draft's images on $name", (database) => {
  let t: TestApp;
  let owner: string;
  let site: { id: string; slug: string };
  /** How far the app's clock is ahead of the real one. */
  let aheadMs = 0;

  beforeAll(async () => {
    t = await testApp(database, { clock: () => new Date(Date.now() + aheadMs) });
    owner = await t.account();
    site = await t.templateSite(owner);
  });

  afterAll(async () => {
    await t?.close();
  });

  const image = (file: string, token?: string, isShared = false) =>
    t.call({
      method: "GET",
      url: `/api/v1/sites/${site.id}/draft/images/${file}`,
      token,
      isShared,
    });

  it("serves its owner every image the unpublished draft shows, as the template holds it", async () => {
    const document = (
      await t.call({ method: "GET", url: `/api/v1/sites/${site.id}`, token: owner })
    ).json();
    const files = imageFiles(document);
    expect(files.length).toBeGreaterThan(20);
    expect((await t.call({ method: "GET", url: `/s/${site.slug}/` })).statusCode).toBe(404);
    for (const file of files) {
      const response = await image(file, owner);
      expect(response.statusCode, file).toBe(200);
      const bytes = await readFile(join(templateDir("vehicle-rental"), "images", file));
      expect(response.rawPayload.equals(bytes), file).toBe(true);
      const extension = file.split(".").at(-1);
      expect(response.headers["content-type"]).toBe(
        extension === "svg" ? "image/svg+xml" : `image/${extension}`,
      );
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["content-security-policy"]).toContain("sandbox");
    }
  });

  it.each([
    "..%2f..%2fsite.json",
    "..%2fsite.json",
    "../site.json",
    "%2e%2e%2fsite.json",
    "%2e%2e/site.json",
    "site.json",
    "images.json",
    "manifest.json",
    "a%5c..%5csite.json",
    "a\\..\\site.json",
    "..%2fillustrations%2fcard-car.svg",
    "../illustrations/card-car.svg",
    "nested/hero-480.webp",
    ".hidden.webp",
    "nothing-here.webp",
  ])("answers %s with the catalogue's 404 and nothing of the template", async (file) => {
    const response = await image(file, owner);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(ERRORS.notFound);
  });

  it("has nothing to serve for a blank site", async () => {
    const created = await t.call({
      method: "POST",
      url: "/api/v1/sites",
      payload: { name: "Blank" },
      token: owner,
    });
    const { id } = created.json() as { id: string };
    const response = await t.call({
      method: "GET",
      url: `/api/v1/sites/${id}/draft/images/hero-480.webp`,
      token: owner,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(ERRORS.notFound);
  });

  it("serves a collaborator in shared editing, and no one once removed", async () => {
    const collaborator = await t.collaborator(owner, site.id);
    expect((await image("hero-480.webp", collaborator, true)).statusCode).toBe(200);
    expect((await image("hero-480.webp", collaborator, false)).statusCode).toBe(404);
    const people = (
      await t.call({ method: "GET", url: `/api/v1/sites/${site.id}/collaborators`, token: owner })
    ).json() as { id: string }[];
    for (const person of people) {
      const removed = await t.call({
        method: "DELETE",
        url: `/api/v1/sites/${site.id}/collaborators/${person.id}`,
        token: owner,
      });
      expect(removed.statusCode).toBe(204);
    }
    const after = await image("hero-480.webp", collaborator, true);
    expect(after.statusCode).toBe(404);
    expect(after.json()).toEqual(ERRORS.notFound);
  });

  it("serves no one without a live session: anonymous, a bad token, an ended session", async () => {
    expect((await image("hero-480.webp")).statusCode).toBe(401);
    expect((await image("hero-480.webp", "x".repeat(43))).statusCode).toBe(401);
    const other = await t.account();
    expect((await image("hero-480.webp", other)).statusCode).toBe(404);
    aheadMs = SESSION_LIFETIME.idleMs + 60_000;
    try {
      const ended = await image("hero-480.webp", owner);
      expect(ended.statusCode).toBe(401);
      expect(ended.json()).toEqual(ERRORS.unauthorized);
    } finally {
      aheadMs = 0;
    }
  });

  describe("the editor's canvas, whose images send the canvas token's cookie", () => {
    /** The draft's `path` as the canvas of `session` reads it: with its canvas token, or for a
     * session the route refuses, with `session` itself. */
    const byCookie = async (path: string, session: string) => {
      const issued = await t.call({
        method: "POST",
        url: "/api/v1/auth/canvas-token",
        token: session,
      });
      const token = /^ilha_canvas=([^;]+)/.exec(String(issued.headers["set-cookie"]))?.[1];
      return t.call({
        method: "GET",
        url: `/api/v1/sites/${site.id}/draft/${path}`,
        headers: { cookie: `theme=dark; ilha_canvas=${token ?? session}` },
      });
    };

    it("serves the owner and a collaborator the template's images, the placeholders and the flags", async () => {
      const collaborator = await t.collaborator(owner, site.id);
      for (const token of [owner, collaborator]) {
        const hero = await byCookie("images/hero-480.webp", token);
        expect(hero.statusCode).toBe(200);
        expect(hero.headers["content-type"]).toBe("image/webp");
        const placeholder = await byCookie("images/avatar-placeholder.svg", token);
        expect(placeholder.statusCode).toBe(200);
        expect(placeholder.headers["content-security-policy"]).toContain("sandbox");
        const flag = await byCookie("flags/pt.svg", token);
        expect(flag.statusCode).toBe(200);
        expect(flag.headers["content-type"]).toBe("image/svg+xml");
      }
    });

    it("sends the site's own uploads to where they are served, and no other site's", async () => {
      const file = "0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0-medium.webp";
      const own = await byCookie(`media/${site.id}/${file}`, owner);
      expect(own.statusCode).toBe(302);
      expect(own.headers.location).toBe(`/media/${site.id}/${file}`);
      const other = await byCookie(`media/not-this-site/${file}`, owner);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual(ERRORS.notFound);
    });

    it("serves no one else: no cookie, a made-up token, another account, a path out of the folder", async () => {
      const anonymous = await t.call({
        method: "GET",
        url: `/api/v1/sites/${site.id}/draft/flags/pt.svg`,
      });
      expect(anonymous.statusCode).toBe(401);
      expect((await byCookie("flags/pt.svg", "y".repeat(43))).statusCode).toBe(401);
      const stranger = await byCookie("images/hero-480.webp", await t.account());
      expect(stranger.statusCode).toBe(404);
      expect((await byCookie("flags/..%2fimages%2favatar-placeholder.svg", owner)).statusCode).toBe(
        404,
      );
      expect((await byCookie("flags/nowhere.svg", owner)).statusCode).toBe(404);
    });
  });
});
