import { PASSWORD_COST, setPasswordCostForTests } from "../auth/passwords.ts";

/**
 * The server's and the browser suites' cost of a password hash: scrypt N = 2^10 instead of the
 * floor's 2^17 (a sign-up or sign-in took 0.2 to 0.5 s of a core; the suites make hundreds). The
 * floor is what `ilha serve` always uses, and the sign-up test checks a stored hash at it.
 */
export const QUICK_PASSWORD_COST = { ...PASSWORD_COST, N: 2 ** 10 };

setPasswordCostForTests(QUICK_PASSWORD_COST);
