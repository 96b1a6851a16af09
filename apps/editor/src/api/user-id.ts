import { request } from "@ilha/sections";
import { authorization } from "./client.ts";

/**
 * The id of the person signed in, kept beside their session: what the editor keeps in this
 * browser is written as theirs and read for them only, offline too.
 */
const USER_KEY = "ilha.user";

export function storedUserId(): string | undefined {
  try {
    return localStorage.getItem(USER_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

export function storeUserId(userId: string | undefined): void {
  if (userId === undefined) localStorage.removeItem(USER_KEY);
  else localStorage.setItem(USER_KEY, userId);
}

/** Who holds the session kept in this browser (`GET /api/v1/auth/me`); errors are the catalogue's. */
export async function fetchUserId(): Promise<string> {
  const result = await request<{ id: string }>({
    method: "GET",
    url: "/api/v1/auth/me",
    headers: authorization(),
  });
  if (typeof result.data?.id !== "string")
    throw new Error("The server did not say who is signed in");
  return result.data.id;
}
