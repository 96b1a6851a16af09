/**
 * Accounts one address may create in an hour: each signup costs a memory-hard password hash, so
 * an address cannot make the server spend without end.
 */
export const SIGNUP_THROTTLE = { maxPerAddress: 30, windowMs: 60 * 60 * 1000 } as const;

/**
 * Failed sign-ins counted in 15-minute windows, before each password is checked. One address may
 * try one account 5 times (the pair), any accounts 20 times (an address may be shared), and an
 * account takes 100 tries from all addresses together: a stranger who knows an owner's e-mail
 * holds only their own pair, never the owner signing in from elsewhere, while guessing from many
 * addresses still ends at the account's ceiling. A wrong current password at a password change
 * counts the same way.
 */
export const LOGIN_THROTTLE = {
  maxFailuresPerPair: 5,
  maxFailuresPerAddress: 20,
  maxFailuresPerAccount: 100,
  windowMs: 15 * 60 * 1000,
} as const;
