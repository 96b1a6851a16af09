import { useQuery } from "@tanstack/react-query";
import type { SiteSummary } from "../api/client.ts";
import { SITES } from "../api/use-sites.ts";
import { hasStoredEdits } from "../document/outbox.ts";

const NONE: ReadonlySet<string> = new Set();

/**
 * The sites of `sites` whose edits this browser keeps, not yet on the server (made offline, or
 * left while the network was gone): they are sent when the site is opened again. Read again
 * whenever the list of sites is (its key is under theirs).
 */
export function useKeptEdits(sites: SiteSummary[] | undefined): ReadonlySet<string> {
  const ids = (sites ?? []).map((site) => site.id);
  const kept = useQuery({
    queryKey: [...SITES, "kept edits", ids],
    queryFn: async () => {
      const flags = await Promise.all(ids.map((id) => hasStoredEdits(id)));
      return new Set(ids.filter((_, index) => flags[index]));
    },
    enabled: ids.length > 0,
    networkMode: "always",
  });
  return kept.data ?? NONE;
}
