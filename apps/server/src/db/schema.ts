import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** Site owners and collaborators. E-mails are stored lower-cased; passwords only as hashes. */
export const users = pgTable("users", {
  id: text("id").primaryKey(),
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  /** Made by `ilha serve` for an `ILHA_ADMIN_EMAILS` address; a signup never is. */
  isOperator: boolean("is_operator").notNull().default(false),
  createdAt: createdAt(),
});

/** Bearer sessions: only the SHA-256 of each token is stored; logout revokes. */
export const sessions = pgTable("sessions", {
  tokenHash: text("token_hash").primaryKey(),
  userId: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
  /** Moved forward (at most once a minute) by each request the session makes: its idle time. */
  lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp("revoked_at", { withTimezone: true }),
});

/**
 * The editor canvas's tokens: each reads the draft files (`/api/v1/sites/{id}/draft/`) of the
 * session that asked for it, until `expiresAt` or that session's end; only the SHA-256 is stored.
 */
export const canvasTokens = pgTable(
  "canvas_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    sessionTokenHash: text("session_token_hash")
      .notNull()
      .references(() => sessions.tokenHash, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("canvas_tokens_session").on(table.sessionTokenHash)],
);

/**
 * Addresses an account has proven it reads, by following a link mailed to them; a site's
 * notification e-mails go only to an address its owner has confirmed.
 */
export const confirmedEmails = pgTable(
  "confirmed_emails",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.email] })],
);

/** Confirmation links mailed to an address: the token is stored hashed and used once. */
export const emailConfirmations = pgTable("email_confirmations", {
  tokenHash: text("token_hash").primaryKey(),
  userId: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  email: text("email").notNull(),
  createdAt: createdAt(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

/** A site and its draft document; `version` grows by one with every saved draft. */
export const sites = pgTable("sites", {
  id: text("id").primaryKey(),
  ownerId: text("owner_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  document: jsonb("document").notNull(),
  version: integer("version").notNull().default(1),
  /** The template the site was copied from: its images are published with the site. */
  template: text("template"),
  /** The published version visitors see; null while unpublished. */
  liveVersion: integer("live_version"),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Collaborators of shared editing (spec §6). */
export const siteMembers = pgTable(
  "site_members",
  {
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.userId] })],
);

/** Invitations to shared editing: the link's token is stored hashed and accepted once. */
export const invites = pgTable("invites", {
  tokenHash: text("token_hash").primaryKey(),
  /** How the owner names an invitation to list or revoke it (never the token). */
  id: text("id").notNull().unique().default(sql`gen_random_uuid()::text`),
  siteId: text("site_id")
    .notNull()
    .references(() => sites.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
  acceptedBy: text("accepted_by").references(() => users.id, { onDelete: "set null" }),
  acceptedAt: timestamp("accepted_at", { withTimezone: true }),
  revokedAt: timestamp("revoked_at", { withTimezone: true }),
});

/** Published versions: each an immutable build directory; the site's `liveVersion` points at one. */
export const siteVersions = pgTable(
  "site_versions",
  {
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    document: jsonb("document").notNull(),
    /** The draft's `sites.version` this version was built from; null where it is not recorded. */
    draftVersion: integer("draft_version"),
    publishedAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.number] })],
);

/** Visitors' contact messages: durable before the 2xx, stored once per idempotency key. */
export const submissions = pgTable(
  "submissions",
  {
    id: text("id").primaryKey(),
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull().default(""),
    isCookieAccepted: boolean("is_cookie_accepted"),
    idempotencyKey: text("idempotency_key"),
    createdAt: createdAt(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("submissions_idempotency")
      .on(table.siteId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
    // The inbox: a site's messages newest first (its pages, its counts, its CSV).
    index("submissions_site_newest").on(table.siteId, table.createdAt.desc(), table.id.desc()),
  ],
);

/**
 * "Report this website": the operator's queue. A report outlives the site it is about (an owner
 * cannot erase reports by deleting the site), so it keeps the site's slug and name as they were.
 */
export const complianceReports = pgTable(
  "compliance_reports",
  {
    id: text("id").primaryKey(),
    siteId: text("site_id").references(() => sites.id, { onDelete: "set null" }),
    siteSlug: text("site_slug").notNull().default(""),
    siteName: text("site_name").notNull().default(""),
    email: text("email").notNull(),
    name: text("name").notNull(),
    comment: text("comment").notNull(),
    idempotencyKey: text("idempotency_key"),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("compliance_reports_idempotency")
      .on(table.siteId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
  ],
);

/** Notification e-mails waiting to be sent, retried with backoff; never in the request's path. */
export const outbox = pgTable("outbox", {
  id: text("id").primaryKey(),
  recipient: text("recipient").notNull(),
  /** The visitor's address, so the owner can answer them directly. */
  replyTo: text("reply_to"),
  subject: text("subject").notNull(),
  body: text("body").notNull(),
  attempts: integer("attempts").notNull().default(0),
  nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp("sent_at", { withTimezone: true }),
  lastError: text("last_error"),
  createdAt: createdAt(),
});

/** Uploaded images, stored as WebP at the four image-set widths. */
export const media = pgTable("media", {
  id: text("id").primaryKey(),
  siteId: text("site_id")
    .notNull()
    .references(() => sites.id, { onDelete: "cascade" }),
  /** `{ small: { url, width, height }, … }` */
  sizes: jsonb("sizes").notNull(),
  /** The bytes its files take on disk, counted against the owner's media quota. */
  bytes: integer("bytes").notNull().default(0),
  createdAt: createdAt(),
});

/**
 * Requests counted per key in fixed windows, shared by every server: form posts per address and
 * site, signups per address, logins per account and per address.
 */
export const rateWindows = pgTable("rate_windows", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull().default(0),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull().defaultNow(),
});
