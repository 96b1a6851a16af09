import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { api } from "./api/client.ts";
import { storedToken, storeToken } from "./api/session.ts";
import { Dashboard } from "./screens/dashboard.tsx";
import { SignIn } from "./screens/sign-in.tsx";

/** Sign in, or the signed-in owner's dashboard; the session survives a reload. */
export function App() {
  const [token, setToken] = useState(storedToken);
  const queries = useQueryClient();
  const signedIn = (next: string) => {
    storeToken(next);
    setToken(next);
  };
  const signOut = async () => {
    await api.signOut().catch(() => undefined);
    storeToken(undefined);
    queries.clear();
    setToken(undefined);
  };
  const sessionEnded = () => {
    storeToken(undefined);
    queries.clear();
    setToken(undefined);
  };
  if (token === undefined) return <SignIn onSignedIn={signedIn} />;
  return <Dashboard onSignOut={signOut} onSessionEnded={sessionEnded} />;
}
