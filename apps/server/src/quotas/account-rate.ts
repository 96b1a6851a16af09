import { ilhaError } from "@ilha/core";
import type { FastifyReply } from "fastify";
import type { Db } from "../db/database.ts";
import { hitRateWindows } from "../rate-limits/rate-window.ts";
import { HOUR_MS } from "./quotas.ts";

/** The account actions counted in hourly windows, each with the error of its limit. */
const ACCOUNT_RATES = {
  publish: "tooManyPublishes",
  upload: "tooManyUploads",
} as const;

export type AccountAction = keyof typeof ACCOUNT_RATES;

/**
 * Counts one `action` of the account in its fixed one-hour window (shared by every server
 * through the database) and refuses it past `limit`: 429 with `Retry-After`. A refused action
 * is counted too, so retrying in a loop never shortens the wait.
 */
export async function hitAccountRate({
  db,
  reply,
  action,
  userId,
  limit,
  now = new Date(),
}: {
  db: Db;
  reply: FastifyReply;
  action: AccountAction;
  userId: string;
  limit: number;
  now?: Date;
}): Promise<void> {
  const [decision] = await hitRateWindows({
    db,
    keys: [`${action}:${userId}`],
    limit,
    windowMs: HOUR_MS,
    now,
  });
  if (decision === undefined || decision.isAllowed) return;
  reply.header("retry-after", String(decision.retryAfterSeconds));
  throw ilhaError(ACCOUNT_RATES[action]);
}
