import { isIP } from "node:net";
import { resolve } from "node:path";
import { EDITOR_HOST_NAME, hostNameOrigin } from "./publishing/published-files.ts";
import { quotasFromEnv } from "./quotas/quota-config.ts";
import type { QuotaOverrides } from "./quotas/quotas.ts";
import { FORM_RATE } from "./rate-limits/form-rate.ts";
import { isReservedSlug } from "./sites/reserved-slugs.ts";

/** The server's settings, from the environment (README: Configuration). */
export type ServerConfig = {
  host: string;
  port: number;
  dataDir: string;
  /** PostgreSQL when set; embedded PGlite in `dataDir` otherwise. */
  databaseUrl: string | undefined;
  /** Notification e-mails go out through this SMTP server when set. */
  smtpUrl: string | undefined;
  /** Accounts that may read the compliance-report queue (`ILHA_ADMIN_EMAILS`, comma-separated). */
  adminEmails: string[];
  /** Origins of exported sites allowed to post to the forms (`ILHA_FORM_ORIGINS`, comma-separated). */
  formOrigins: string[];
  /** The sender of notification e-mails. */
  mailFrom: string;
  /** Published sites answer at `{slug}.{hostSuffix}`. */
  hostSuffix: string;
  /** The address visitors reach this server at (canonical URLs of published pages). */
  publicOrigin: string;
  /**
   * Where owners edit (`ILHA_EDITOR_ORIGIN`; `app.{hostSuffix}` on the public origin's scheme and
   * port by default, e.g. `http://app.localhost:3000`). It is never a published site's origin:
   * no page of any site is served there, so no script a site runs shares the editor's storage.
   */
  editorOrigin: string;
  /** Form posts one address may send to one site in 10 minutes (`ILHA_FORM_RATE_LIMIT`, 10). */
  formRateLimit: number;
  /**
   * The proxies whose `X-Forwarded-For` is believed for the visitor's address (every per-address
   * limit counts by it): `ILHA_TRUST_PROXY`, a comma-separated list of addresses and CIDR ranges;
   * none by default. Only the named proxies are believed: the visitor is the right-most address
   * not among them, never the left-most entry a client can write itself.
   */
  trustProxy: string[];
  /**
   * Per-account limits and site sizes, whole numbers of 1 or more (defaults in `DEFAULT_QUOTAS`):
   * `ILHA_MAX_SITES` (20), `ILHA_MAX_MEDIA_BYTES` (500 MiB), `ILHA_PUBLISH_RATE_LIMIT` (60 an
   * hour), `ILHA_UPLOAD_RATE_LIMIT` (60 an hour), `ILHA_KEPT_VERSIONS` (20),
   * `ILHA_MAX_IMAGE_FRAMES` (100), `ILHA_IMAGE_TIMEOUT_SECONDS` (20), `ILHA_MAX_PAGES` (50),
   * `ILHA_MAX_SECTIONS_PER_PAGE` (500), `ILHA_MAX_SECTIONS` (5000), `ILHA_MAX_DOCUMENT_BYTES`
   * (2 MiB).
   */
  quotas: QuotaOverrides;
};

/** An IPv4 or IPv6 address, or a CIDR range of one. */
function isAddressOrRange(entry: string): boolean {
  const [address = "", bits, extra] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/** An http(s) origin (no path, query or fragment) named by the variable `name`. */
function httpOriginOf(name: string, value: string): string {
  const origin = value.replace(/\/+$/, "");
  const parsed = URL.canParse(origin) ? new URL(origin) : undefined;
  if (
    parsed === undefined ||
    (parsed.protocol !== "http:" && parsed.protocol !== "https:") ||
    parsed.origin !== origin
  ) {
    throw new Error(
      `${name} must be an http(s) origin such as https://${name === "ILHA_EDITOR_ORIGIN" ? "app." : ""}ilha.example, not "${value}"`,
    );
  }
  return origin;
}

/**
 * The editor's origin: on a host of its own, never the public origin's host (where sites are
 * served by path) nor a site's own host (`{slug}.{hostSuffix}` of a slug a site may take).
 */
function editorOriginOf({
  value,
  publicOrigin,
  hostSuffix,
}: {
  value: string | undefined;
  publicOrigin: string;
  hostSuffix: string;
}): string {
  const origin =
    value === undefined
      ? hostNameOrigin({ publicOrigin, hostSuffix, name: EDITOR_HOST_NAME })
      : httpOriginOf("ILHA_EDITOR_ORIGIN", value);
  const { hostname } = new URL(origin);
  const name = hostname.endsWith(`.${hostSuffix}`)
    ? hostname.slice(0, -hostSuffix.length - 1)
    : undefined;
  if (
    hostname === new URL(publicOrigin).hostname ||
    (name !== undefined && !isReservedSlug(name))
  ) {
    throw new Error(
      `ILHA_EDITOR_ORIGIN must be a host of its own, never one a published site is served at, not "${origin}"`,
    );
  }
  return origin;
}

function trustProxyOf(value: string | undefined): string[] {
  const entries = (value ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  const wrong = entries.find((entry) => !isAddressOrRange(entry));
  if (wrong !== undefined) {
    throw new Error(
      `ILHA_TRUST_PROXY must list the proxies' addresses or CIDR ranges, comma-separated, not "${wrong}"`,
    );
  }
  return entries;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const host = env.HOST ?? "127.0.0.1";
  const port = Number(env.PORT ?? "3000");
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  }
  const blank = (value: string | undefined) =>
    value === undefined || value === "" ? undefined : value;
  const formRateLimit = Number(blank(env.ILHA_FORM_RATE_LIMIT) ?? FORM_RATE.limit);
  if (!Number.isInteger(formRateLimit) || formRateLimit < 1) {
    throw new Error(
      `ILHA_FORM_RATE_LIMIT must be a whole number of 1 or more, not "${env.ILHA_FORM_RATE_LIMIT}"`,
    );
  }
  const hostSuffix = env.ILHA_HOST_SUFFIX ?? "localhost";
  const publicOrigin = httpOriginOf(
    "ILHA_PUBLIC_ORIGIN",
    env.ILHA_PUBLIC_ORIGIN ?? `http://${host}:${port}`,
  );
  return {
    host,
    port,
    dataDir: resolve(env.ILHA_DATA_DIR ?? "./data"),
    databaseUrl: blank(env.DATABASE_URL),
    smtpUrl: blank(env.SMTP_URL),
    adminEmails: (env.ILHA_ADMIN_EMAILS ?? "")
      .split(",")
      .map((email) => email.trim().toLowerCase())
      .filter((email) => email !== ""),
    formOrigins: (env.ILHA_FORM_ORIGINS ?? "")
      .split(",")
      .map((origin) => origin.trim().replace(/\/+$/, ""))
      .filter((origin) => origin !== ""),
    mailFrom: env.ILHA_MAIL_FROM ?? "Ilha <no-reply@ilha.local>",
    hostSuffix,
    publicOrigin,
    editorOrigin: editorOriginOf({
      value: blank(env.ILHA_EDITOR_ORIGIN),
      publicOrigin,
      hostSuffix,
    }),
    formRateLimit,
    trustProxy: trustProxyOf(env.ILHA_TRUST_PROXY),
    quotas: quotasFromEnv(env),
  };
}
