import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, type SiteSummary } from "./client.ts";

/** The query key of the owner's sites: every change of them fetches the list again. */
export const SITES = ["sites"] as const;
/** The last list this browser read: the editor opens a site from it while offline. */
const KEPT_SITES = "ilha.sites";

export function keptSites(): SiteSummary[] {
  try {
    const kept = JSON.parse(localStorage.getItem(KEPT_SITES) ?? "[]") as unknown;
    return Array.isArray(kept) ? (kept as SiteSummary[]) : [];
  } catch {
    return [];
  }
}

export function forgetKeptSites(): void {
  localStorage.removeItem(KEPT_SITES);
}

async function fetchSites(): Promise<SiteSummary[]> {
  const sites = await api.sites();
  localStorage.setItem(KEPT_SITES, JSON.stringify(sites));
  return sites;
}

/** The owner's sites and those shared with them. */
export function useSites() {
  return useQuery({ queryKey: SITES, queryFn: fetchSites });
}

/** A change of the owner's sites; the list is fetched again when it succeeds. */
export function useSiteMutation<A, R>(run: (argument: A) => Promise<R>) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queries.invalidateQueries({ queryKey: SITES }),
  });
}
