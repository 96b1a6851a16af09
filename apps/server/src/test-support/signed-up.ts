import type { InjectOptions, LightMyRequestResponse } from "fastify";

/**
 * Signs `email` up and then in, as the editor does (signup answers the same for every address and
 * gives no token): the account's bearer token. Throws with the answer when either is refused.
 */
export async function signedUpToken({
  inject,
  email,
  password,
}: {
  inject: (options: InjectOptions) => Promise<LightMyRequestResponse>;
  email: string;
  password: string;
}): Promise<string> {
  const payload = { email, password };
  const signup = await inject({ method: "POST", url: "/api/v1/auth/signup", payload });
  if (signup.statusCode !== 202) throw new Error(`signup answered ${signup.body}`);
  const login = await inject({ method: "POST", url: "/api/v1/auth/login", payload });
  if (login.statusCode !== 200) throw new Error(`login answered ${login.body}`);
  return (login.json() as { token: string }).token;
}
