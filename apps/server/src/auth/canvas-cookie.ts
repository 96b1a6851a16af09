import type { FastifyRequest } from "fastify";
import { CANVAS_TOKEN_LIFETIME_MS } from "./canvas-tokens.ts";

/**
 * The cookie the editor's canvas sends its canvas token in (an `<img>` carries no header). On
 * https it is `__Host-` (the browser keeps it `Secure`, host-only, `Path=/`, so no other host
 * can set or shadow it); on http it is scoped to the sites API.
 */
export const CANVAS_COOKIE = {
  https: { name: "__Host-ilha_canvas", scope: "Path=/; Secure" },
  http: { name: "ilha_canvas", scope: "Path=/api/v1/sites/" },
} as const;

const ATTRIBUTES = "HttpOnly; SameSite=Strict";
const TOKEN = /^[A-Za-z0-9_-]{20,200}$/;

/**
 * The canvas token a request's cookie holds, under the name its protocol uses (https when its
 * socket is, or a proxy `ILHA_TRUST_PROXY` names says so in `X-Forwarded-Proto`).
 */
export function canvasTokenOf(request: FastifyRequest): string | undefined {
  const { name } = CANVAS_COOKIE[request.protocol];
  for (const pair of (request.headers.cookie ?? "").split(";")) {
    const [key, value] = pair.trim().split("=", 2);
    if (key === name && value !== undefined && TOKEN.test(value)) return value;
  }
  return undefined;
}

/**
 * The `Set-Cookie` values that give the canvas `token` for its lifetime, or with none take the
 * cookie away. On https they also take away a plain `ilha_canvas` an earlier editor wrote.
 */
export function canvasCookieHeaders({
  request,
  token,
}: {
  request: FastifyRequest;
  token: string | undefined;
}): string[] {
  const { name, scope } = CANVAS_COOKIE[request.protocol];
  const maxAge = token === undefined ? 0 : CANVAS_TOKEN_LIFETIME_MS / 1000;
  const cookie = `${name}=${token ?? ""}; ${scope}; Max-Age=${maxAge}; ${ATTRIBUTES}`;
  if (request.protocol === "http") return [cookie];
  const plain = CANVAS_COOKIE.http;
  return [cookie, `${plain.name}=; ${plain.scope}; Max-Age=0; Secure; ${ATTRIBUTES}`];
}
