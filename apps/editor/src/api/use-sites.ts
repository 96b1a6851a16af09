import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "./client.ts";

const SITES = ["sites"] as const;

/** The owner's sites and those shared with them. */
export function useSites() {
  return useQuery({ queryKey: SITES, queryFn: api.sites });
}

/** A change of the owner's sites; the list is fetched again when it succeeds. */
export function useSiteMutation<A, R>(run: (argument: A) => Promise<R>) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queries.invalidateQueries({ queryKey: SITES }),
  });
}
