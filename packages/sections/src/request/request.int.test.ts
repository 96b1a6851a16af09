import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { IlhaError } from "@ilha/core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { NetworkFailureError, type RequestOptions, request } from "./request.ts";

type Received = { method: string; url: string; headers: IncomingMessage["headers"]; body: string };
type Reply = { status: number; headers?: Record<string, string>; body?: string };

let server: Server;
let origin: string;
let received: Received[] = [];
let reply: Reply = { status: 200 };

/** A real HTTP server on a free port of the page's host (so the page's cookies apply). */
beforeAll(async () => {
  server = createServer((incoming: IncomingMessage, response: ServerResponse) => {
    let body = "";
    incoming.on("data", (chunk) => {
      body += chunk;
    });
    incoming.on("end", () => {
      const cors = {
        "access-control-allow-origin": incoming.headers.origin ?? "*",
        "access-control-allow-credentials": "true",
        "access-control-allow-methods": "GET, PUT, POST, DELETE, PATCH",
        "access-control-allow-headers": "content-type, accept",
        "access-control-expose-headers": "x-total-count, etag",
      };
      if (incoming.method === "OPTIONS") {
        response.writeHead(204, cors).end();
        return;
      }
      received.push({
        method: incoming.method ?? "",
        url: incoming.url ?? "",
        headers: incoming.headers,
        body,
      });
      response.writeHead(reply.status, { ...cors, ...reply.headers }).end(reply.body);
    });
  });
  await new Promise<void>((done) => server.listen(0, "localhost", done));
  origin = `http://localhost:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});

afterEach(() => {
  received = [];
  reply = { status: 200 };
});

const json = (body: unknown, status = 200, headers: Record<string, string> = {}): Reply => ({
  status,
  headers: { "content-type": "application/json", ...headers },
  body: JSON.stringify(body),
});

async function failureOf(options: RequestOptions): Promise<IlhaError> {
  try {
    await request(options);
  } catch (error) {
    if (error instanceof IlhaError) return error;
    throw error;
  }
  throw new Error("the request succeeded");
}

describe("request", () => {
  it.each(["GET", "PUT", "POST", "DELETE", "PATCH"] as const)(
    "sends a %s with the method and path given and reads the JSON reply",
    async (method) => {
      reply = json({ ok: true, method });
      const result = await request<{ ok: boolean; method: string }>({
        method,
        url: `${origin}/api/v1/things/7/`,
      });
      expect(result).toMatchObject({ status: 200, data: { ok: true, method } });
      expect(result).not.toHaveProperty("totalCount");
      expect(received.map(({ method, url }) => ({ method, url }))).toEqual([
        { method, url: "/api/v1/things/7/" },
      ]);
    },
  );

  it("sends a body as JSON with its content type", async () => {
    reply = json({ id: 1 }, 201);
    const result = await request({
      method: "POST",
      url: `${origin}/api/v1/sites/form/contact/mare/`,
      body: { name: "Ana", email: "ana@example.pt" },
    });
    expect(result).toEqual({ status: 201, data: { id: 1 }, headers: expect.any(Headers) });
    expect(received[0]?.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(received[0]?.body ?? "")).toEqual({ name: "Ana", email: "ana@example.pt" });
  });

  it("sends the page's cookies with the call (credentials)", async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the page's cookie jar is what fetch sends
    document.cookie = "ilha-session=abc123; path=/";
    try {
      await request({ method: "GET", url: `${origin}/api/v1/me/` });
      expect(received[0]?.headers.cookie).toContain("ilha-session=abc123");
    } finally {
      // biome-ignore lint/suspicious/noDocumentCookie: removes the cookie set above
      document.cookie = "ilha-session=; path=/; max-age=0";
    }
  });

  it("adds the language parameter to calls to the builder's API, keeping the query", async () => {
    await request({ method: "GET", url: `${origin}/api/v1/sites/`, language: "pt" });
    await request({ method: "GET", url: `${origin}/api/v1/sites/?page=2`, language: "en" });
    await request({ method: "GET", url: `${origin}/api/v1/sites/` });
    expect(received.map((call) => call.url)).toEqual([
      "/api/v1/sites/?lang=pt",
      "/api/v1/sites/?page=2&lang=en",
      "/api/v1/sites/",
    ]);
  });

  it("reads the x-total-count header into totalCount", async () => {
    reply = json([{ id: 1 }, { id: 2 }], 200, { "x-total-count": "42" });
    const result = await request({ method: "GET", url: `${origin}/api/v1/sites/` });
    expect(result).toMatchObject({ status: 200, data: [{ id: 1 }, { id: 2 }], totalCount: 42 });
    expect(result.headers.get("x-total-count")).toBe("42");
  });

  it("returns the reply's ETag (a document's version)", async () => {
    reply = { status: 204, headers: { etag: '"8"' } };
    expect(await request({ method: "PATCH", url: `${origin}/api/v1/sites/3`, body: {} })).toEqual({
      status: 204,
      data: undefined,
      etag: '"8"',
      headers: expect.any(Headers),
    });
  });

  it("throws an error reply's details with its status, code and message", async () => {
    const details = { operationIndex: 1 };
    reply = json({ status: 400, code: "unknown_section", message: "No section", details }, 400);
    const error = await failureOf({ method: "PATCH", url: `${origin}/api/v1/sites/3` });
    expect(error.toBody()).toEqual({ status: 400, code: "unknown_section", message: "No section" });
    expect(error.details).toEqual(details);
  });

  it("counts a 204 as success, without data", async () => {
    reply = { status: 204 };
    expect(await request({ method: "DELETE", url: `${origin}/api/v1/sites/3/` })).toEqual({
      status: 204,
      data: undefined,
      headers: expect.any(Headers),
    });
  });

  it("succeeds without data when the reply is not JSON", async () => {
    reply = { status: 200, headers: { "content-type": "text/plain" }, body: "ok" };
    expect(await request({ method: "POST", url: `${origin}/form/` })).toEqual({
      status: 200,
      data: undefined,
      headers: expect.any(Headers),
    });
  });

  it("throws the reply's status, message and code for a status of 400 or more", async () => {
    reply = json({ status: 403, code: "blocked", message: "This site cannot be reported." }, 403);
    const error = await failureOf({ method: "POST", url: `${origin}/api/v1/report/` });
    expect(error.toBody()).toEqual({
      status: 403,
      code: "blocked",
      message: "This site cannot be reported.",
    });
  });

  it("throws a refresh message and an HTTP code when the error reply has no JSON", async () => {
    reply = { status: 502, headers: { "content-type": "text/html" }, body: "<h1>Bad gateway</h1>" };
    const error = await failureOf({ method: "GET", url: `${origin}/api/v1/sites/` });
    expect(error.toBody()).toEqual({
      status: 502,
      code: "http_502",
      message: "Please refresh page to load data",
    });
  });

  it("turns a network failure into status 400 with the failure's message", async () => {
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, "127.0.0.1", done));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((done) => closed.close(done));
    const error = await failureOf({ method: "GET", url: `http://127.0.0.1:${port}/api/v1/` });
    expect(error.status).toBe(400);
    expect(error.code).toBe("failed_to_fetch");
    expect(error.message).not.toBe("");
    expect(error).toBeInstanceOf(NetworkFailureError);
  });

  it("marks a server's error answer as an answer, not a network failure", async () => {
    reply = { status: 400, headers: { "content-type": "application/json" }, body: "{}" };
    const error = await failureOf({ method: "GET", url: `${origin}/api/v1/sites/` });
    expect(error.status).toBe(400);
    expect(error).not.toBeInstanceOf(NetworkFailureError);
  });
});
