import { randomUUID } from "node:crypto";
import { ERRORS } from "@ilha/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { submissions } from "../db/schema.ts";
import { testDatabases } from "../db/test-databases.ts";
import { type TestApp, testApp } from "../test-support/test-app.ts";
import { CSV_PAGE_SIZE } from "./inbox.ts";

/** A CSV line's fields as a spreadsheet splits them on `separator`: never inside quotes. */
function fieldsOf(line: string, separator: string): string[] {
  const fields = [""];
  let isQuoted = false;
  for (const character of line) {
    if (character === '"') isQuoted = !isQuoted;
    if (character === separator && !isQuoted) fields.push("");
    else fields[fields.length - 1] += character;
  }
  return fields;
}

type Message = { id: string; name: string; message: string; readAt: string | null };

describe.each(testDatabases())("the inbox on $name", (database) => {
  let t: TestApp;
  let owner: string;
  let site: { id: string; hash: string; slug: string };
  const inbox = (query = "") => `/api/v1/sites/${site.id}/submissions${query}`;

  beforeAll(async () => {
    t = await testApp(database);
    owner = await t.account();
    site = await t.templateSite(owner);
    // Forms answer for published sites only.
    await t.call({ method: "POST", url: `/api/v1/sites/${site.id}/publish`, token: owner });
    for (const [index, name] of ["Ana", "Bruno", "Carla"].entries()) {
      const response = await t.call({
        method: "POST",
        url: `/api/v1/sites/form/contact/${site.id}/`,
        payload: {
          name,
          email: `${name.toLowerCase()}@example.com`,
          message: index === 2 ? '=HYPERLINK("x")' : `Olá, ${index}`,
          siteHash: site.hash,
        },
      });
      expect(response.statusCode).toBe(201);
    }
  });

  afterAll(async () => {
    await t?.close();
  });

  it("lists the site's messages newest first, paged, with x-total-count", async () => {
    const all = await t.call({ method: "GET", url: inbox(), token: owner });
    expect(all.headers["x-total-count"]).toBe("3");
    expect((all.json() as Message[]).map((item) => item.name)).toEqual(["Carla", "Bruno", "Ana"]);
    const second = await t.call({ method: "GET", url: inbox("?page=2&limit=2"), token: owner });
    expect((second.json() as Message[]).map((item) => item.name)).toEqual(["Ana"]);
    expect(second.headers["x-total-count"]).toBe("3");
    const bad = await t.call({ method: "GET", url: inbox("?limit=1000"), token: owner });
    expect(bad.statusCode).toBe(400);
  });

  it("marks a message read and unread, and deletes it", async () => {
    const [first] = (
      await t.call({ method: "GET", url: inbox(), token: owner })
    ).json() as Message[];
    const url = inbox(`/${first?.id}`);
    const read = await t.call({ method: "PATCH", url, payload: { isRead: true }, token: owner });
    expect((read.json() as Message).readAt).not.toBeNull();
    const unread = await t.call({ method: "PATCH", url, payload: { isRead: false }, token: owner });
    expect((unread.json() as Message).readAt).toBeNull();
    expect((await t.call({ method: "DELETE", url, token: owner })).statusCode).toBe(204);
    expect((await t.call({ method: "DELETE", url, token: owner })).json()).toEqual(ERRORS.notFound);
    const left = await t.call({ method: "GET", url: inbox(), token: owner });
    expect(left.headers["x-total-count"]).toBe("2");
  });

  it("counts the site's unread messages in x-unread-count, whatever page is asked for", async () => {
    const other = await t.templateSite(owner);
    await t.call({ method: "POST", url: `/api/v1/sites/${other.id}/publish`, token: owner });
    for (const name of ["Eva", "Filipe", "Gil"]) {
      const sent = await t.call({
        method: "POST",
        url: `/api/v1/sites/form/contact/${other.id}/`,
        payload: { name, email: `${name.toLowerCase()}@example.com`, siteHash: other.hash },
      });
      expect(sent.statusCode).toBe(201);
    }
    const otherInbox = (query = "") => `/api/v1/sites/${other.id}/submissions${query}`;
    const counts = async (query = "?page=1&limit=1") => {
      const list = await t.call({ method: "GET", url: otherInbox(query), token: owner });
      expect(list.statusCode).toBe(200);
      return {
        total: list.headers["x-total-count"],
        unread: list.headers["x-unread-count"],
        listed: (list.json() as Message[]).length,
      };
    };
    // One message a page, three unread in all; a page past the end still counts them.
    expect(await counts()).toEqual({ total: "3", unread: "3", listed: 1 });
    expect(await counts("?page=9&limit=1")).toEqual({ total: "3", unread: "3", listed: 0 });

    const [newest] = (
      await t.call({ method: "GET", url: otherInbox(), token: owner })
    ).json() as Message[];
    const url = otherInbox(`/${newest?.id}`);
    await t.call({ method: "PATCH", url, payload: { isRead: true }, token: owner });
    expect(await counts()).toEqual({ total: "3", unread: "2", listed: 1 });
    await t.call({ method: "PATCH", url, payload: { isRead: false }, token: owner });
    expect(await counts()).toEqual({ total: "3", unread: "3", listed: 1 });
    await t.call({ method: "DELETE", url, token: owner });
    expect(await counts()).toEqual({ total: "2", unread: "2", listed: 1 });
  });

  it("gives the full unread count of an inbox larger than the largest page", async () => {
    const other = await t.templateSite(owner);
    const rows = Array.from({ length: 160 }, (_, index) => ({
      id: randomUUID(),
      siteId: other.id,
      name: `Person ${index}`,
      email: `p${index}@example.com`,
      readAt: index < 10 ? new Date() : null,
    }));
    await t.database.db.insert(submissions).values(rows);
    const list = await t.call({
      method: "GET",
      url: `/api/v1/sites/${other.id}/submissions?page=1&limit=100`,
      token: owner,
    });
    expect(list.json()).toHaveLength(100);
    expect(list.headers["x-total-count"]).toBe("160");
    expect(list.headers["x-unread-count"]).toBe("150");
  });

  it("exports CSV in which no message can become a spreadsheet formula", async () => {
    await t.call({
      method: "POST",
      url: `/api/v1/sites/form/contact/${site.id}/`,
      payload: {
        name: "Dora",
        email: "dora@example.com",
        message: '=1+1, "quoted"',
        siteHash: site.hash,
      },
    });
    const csv = await t.call({ method: "GET", url: inbox(".csv"), token: owner });
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const lines = csv.body.trim().split("\r\n");
    expect(lines[0]).toBe('"createdAt","name","email","message","isCookieAccepted","readAt"');
    expect(lines[1]).toContain(`"Dora","dora@example.com","'=1+1, ""quoted""",`);
  });

  it("quotes every cell, so a semicolon-splitting spreadsheet never starts a formula", async () => {
    const other = await t.templateSite(owner);
    await t.database.db.insert(submissions).values({
      id: randomUUID(),
      siteId: other.id,
      name: "Ana;=1+1",
      email: "ana@example.com",
      message: "-2+3;@SUM(A1)",
    });
    const csv = await t.call({
      method: "GET",
      url: `/api/v1/sites/${other.id}/submissions.csv`,
      token: owner,
    });
    const [, row = ""] = csv.body.split("\r\n");
    // Split as spreadsheets do, on commas or on the semicolons of pt, de and fr, outside quotes.
    for (const separator of [",", ";"]) {
      const starts = fieldsOf(row, separator).map((field) => field.charAt(0));
      expect(starts.filter((start) => /[=+\-@]/.test(start))).toEqual([]);
    }
    expect(row).toMatch(/^"[^"]+","Ana;=1\+1","ana@example\.com","'-2\+3;@SUM\(A1\)","",""$/);
  });

  it("streams an inbox larger than a page, each message once, newest first", async () => {
    const other = await t.templateSite(owner);
    const at = new Date("2026-01-02T03:04:05.678Z");
    // Rows sharing one creation time cross the pages' edges: the id orders them.
    const rows = Array.from({ length: CSV_PAGE_SIZE * 2 + 7 }, (_, index) => ({
      id: `m-${String(index).padStart(5, "0")}`,
      siteId: other.id,
      name: `Person ${index}`,
      email: `p${index}@example.com`,
      createdAt: new Date(at.getTime() + Math.floor(index / 100)),
    }));
    await t.database.db.insert(submissions).values(rows);
    const csv = await t.call({
      method: "GET",
      url: `/api/v1/sites/${other.id}/submissions.csv`,
      token: owner,
    });
    const names = csv.body
      .trim()
      .split("\r\n")
      .slice(1)
      .map((line) => line.split(",")[1]);
    expect(names).toHaveLength(rows.length);
    expect(names).toEqual(rows.map((row) => `"${row.name}"`).reverse());
  });

  it("is the owner's alone: a collaborator is refused, another owner sees nothing", async () => {
    const collaborator = await t.collaborator(owner, site.id);
    const shared = await t.call({
      method: "GET",
      url: inbox(),
      token: collaborator,
      isShared: true,
    });
    expect(shared.statusCode).toBe(403);
    expect(shared.json()).toEqual(ERRORS.ownerOnly);
    expect(shared.headers["x-unread-count"]).toBeUndefined();
    expect(
      (await t.call({ method: "GET", url: inbox(), token: await t.account() })).statusCode,
    ).toBe(404);
    expect((await t.call({ method: "GET", url: inbox() })).statusCode).toBe(401);
  });
});
