import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";

type ScryptCost = { N: number; r: number; p: number };

/** scrypt with N = 2^17, r = 8, p = 1 (the floor), a 16-byte salt and a 32-byte key. */
export const PASSWORD_COST: Readonly<ScryptCost> = { N: 2 ** 17, r: 8, p: 1 };
let cost: Readonly<ScryptCost> = PASSWORD_COST;

/**
 * The cost new hashes are made at, for the test suites alone (their setup file,
 * `test-support/quick-passwords.ts`): they make hundreds of accounts, 0.2 to 0.5 s each at the
 * floor, where the hash's cost is no part of what they check. The server never calls it; a hash
 * carries its cost, so one made at either verifies. The tests of hashing itself set the floor back.
 */
export function setPasswordCostForTests(next: Readonly<ScryptCost>): void {
  cost = next;
}

const KEY_LENGTH = 32;
const MAX_MEMORY = 256 * 1024 * 1024;

function derive(password: string, salt: Buffer, params: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { ...params, maxmem: MAX_MEMORY }, (error, key) =>
      error === null ? resolve(key) : reject(error),
    );
  });
}

/** `scrypt$N$r$p$salt$key`, salt and key in base64url: the parameters travel with the hash. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return [
    "scrypt",
    cost.N,
    cost.r,
    cost.p,
    salt.toString("base64url"),
    key.toString("base64url"),
  ].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || salt === undefined || key === undefined) return false;
  const expected = Buffer.from(key, "base64url");
  const actual = await derive(password, Buffer.from(salt, "base64url"), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let decoy: Promise<string> | undefined;

/** A hash to verify against when the e-mail is unknown, so both failures take the same time. */
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString("hex"));
  return decoy;
}
