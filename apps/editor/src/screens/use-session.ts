import { IlhaError } from "@ilha/core";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { endServerSession, sendPendingLogouts } from "../api/pending-logout.ts";
import { onSessionEnd, storedToken, storeToken } from "../api/session.ts";
import { fetchUserId } from "../api/user-id.ts";
import { forgetSignedInUser, resumeSignedInUser, signedInAs } from "./signed-in-user.ts";

/** Who holds the session: their id, none when it could not be asked (offline); undefined: asking. */
type User = { id: string | undefined } | undefined;

/**
 * The session kept in this browser and the person who holds it. Signing out, and a session that
 * ended (a 401, signing out everywhere: `onSessionEnd`), forget at once everything the editor
 * kept for them; a sign-out made offline reaches the server when the network is back.
 */
export function useSession(): {
  token: string | undefined;
  /** Whose the kept edits are is known (or cannot be asked, offline): the editor may show. */
  isUserKnown: boolean;
  signedIn: (token: string) => void;
  signOut: () => Promise<void>;
  sessionEnded: () => void;
} {
  const queries = useQueryClient();
  const [token, setToken] = useState(storedToken);
  const [user, setUser] = useState<User>(() => {
    const id = resumeSignedInUser();
    return id === undefined ? undefined : { id };
  });
  const signedOut = useCallback(() => {
    queries.clear();
    setUser(undefined);
    setToken(undefined);
  }, [queries]);
  const sessionEnded = useCallback(() => {
    void forgetSignedInUser();
    signedOut();
  }, [signedOut]);
  useEffect(() => onSessionEnd(sessionEnded), [sessionEnded]);
  useEffect(() => {
    if (token === undefined || user !== undefined) return;
    let isCurrent = true;
    fetchUserId().then(
      async (id) => {
        await signedInAs(id);
        if (isCurrent) setUser({ id });
      },
      (error: unknown) => {
        if (!isCurrent) return;
        if (error instanceof IlhaError && error.status === 401) sessionEnded();
        else setUser({ id: undefined });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [token, user, sessionEnded]);
  useEffect(() => {
    const send = () => void sendPendingLogouts();
    send();
    globalThis.addEventListener("online", send);
    return () => globalThis.removeEventListener("online", send);
  }, []);
  const signedIn = useCallback((next: string) => {
    storeToken(next);
    setUser(undefined);
    setToken(next);
  }, []);
  const signOut = useCallback(async () => {
    const ending = storedToken();
    await forgetSignedInUser();
    signedOut();
    if (ending !== undefined) await endServerSession(ending);
  }, [signedOut]);
  return { token, isUserKnown: user !== undefined, signedIn, signOut, sessionEnded };
}
