import { randomBytes, randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { User } from "../auth/accounts.ts";
import { hashPassword } from "../auth/passwords.ts";
import type { Db } from "../db/database.ts";
import { users } from "../db/schema.ts";

export type OperatorAccounts = {
  /** Accounts made now, each with its password (shown once, stored only as a hash). */
  created: { email: string; password: string }[];
  /** Listed addresses that already had an account made by a signup: not operators. */
  refused: string[];
};

/**
 * The operator accounts of `ILHA_ADMIN_EMAILS`: `ilha serve` makes each one that does not exist
 * yet, with a random password (hashed only then, so a restart costs no password hash). An account made by signing up with a listed address is never an
 * operator: signup does not prove that its maker reads that address.
 */
export async function ensureOperators({
  db,
  emails,
}: {
  db: Db;
  emails: readonly string[];
}): Promise<OperatorAccounts> {
  const accounts: OperatorAccounts = { created: [], refused: [] };
  for (const email of emails) {
    const [existing] = await db
      .select({ isOperator: users.isOperator })
      .from(users)
      .where(eq(users.email, email));
    if (existing !== undefined) {
      if (!existing.isOperator) accounts.refused.push(email);
      continue;
    }
    const password = randomBytes(12).toString("base64url");
    const inserted = await db
      .insert(users)
      .values({
        id: randomUUID(),
        email,
        passwordHash: await hashPassword(password),
        isOperator: true,
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    // A signup that took the address while the hash was made wins it, and is no operator.
    if (inserted.length > 0) accounts.created.push({ email, password });
    else accounts.refused.push(email);
  }
  return accounts;
}

/** Whether the user is an operator: a listed address whose account `ilha serve` made. */
export async function isOperator({
  db,
  user,
  adminEmails,
}: {
  db: Db;
  user: User;
  adminEmails: readonly string[];
}): Promise<boolean> {
  if (!adminEmails.includes(user.email)) return false;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, user.id), eq(users.isOperator, true)));
  return row !== undefined;
}
