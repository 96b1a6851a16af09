import { applyOperations, IlhaError, ilhaError, validateSite } from "@ilha/core";
import type { Db } from "../db/database.ts";
import type { SiteSizeLimits } from "../quotas/quotas.ts";
import type { SiteRole, SiteRow } from "./site-access.ts";
import { saveSite } from "./sites.ts";

/**
 * Applies an editor's operations to the stored draft with core's function and saves the result
 * as a whole document would be saved (validated, platform fields kept, the owner's e-mail the
 * owner's, within the size limits, only over `expectedVersion`). An operation that cannot apply
 * is the error of its catalogue entry, naming its index; nothing is saved then.
 */
export async function patchSite({
  db,
  site,
  role,
  operations,
  expectedVersion,
  sizeLimits,
}: {
  db: Db;
  site: SiteRow;
  role: SiteRole;
  operations: readonly unknown[];
  expectedVersion: number;
  sizeLimits: SiteSizeLimits;
}): Promise<SiteRow> {
  const stored = validateSite(site.document);
  if (!stored.ok) throw ilhaError("invalidDocument", stored.problems);
  const applied = applyOperations(stored.site, operations);
  if (!applied.ok) {
    const { status, code, message } = applied.error;
    throw new IlhaError(
      { status, code, message },
      { operationIndex: applied.index, problems: applied.error.details },
    );
  }
  return saveSite({ db, site, role, document: applied.site, expectedVersion, sizeLimits });
}
