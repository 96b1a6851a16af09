import { ERRORS, IlhaError, type ReportFields } from "@ilha/core";
import { NetworkFailureError, request } from "../../request/request.ts";

/** How a report ended (spec §4, §8): sent, refused with 403, or failed otherwise. */
export type ReportOutcome = { kind: "sent" } | { kind: "forbidden" | "failed"; message: string };

/** Spec §7: where a site's compliance reports go, under the render mode's `apiPath`. */
export function complianceUrl({ apiPath, siteId }: { apiPath: string; siteId: string }): string {
  return `${apiPath}/sites/form/compliance/${encodeURIComponent(siteId)}/`;
}

/**
 * Posts a report as JSON `{ email, name, comment, siteHash }`; the reply's body is not read. A
 * failure carries the server's message, or "Please refresh page to load data" when the server
 * gave none or no reply arrived (spec §8).
 */
export async function sendReport({
  apiPath,
  siteId,
  siteHash,
  fields,
}: {
  apiPath: string;
  siteId: string;
  siteHash: string;
  fields: ReportFields;
}): Promise<ReportOutcome> {
  const body = {
    email: fields.email.trim(),
    name: fields.name.trim(),
    comment: fields.comment.trim(),
    siteHash,
  };
  try {
    await request({ method: "POST", url: complianceUrl({ apiPath, siteId }), body });
    return { kind: "sent" };
  } catch (error) {
    if (!(error instanceof IlhaError) || error instanceof NetworkFailureError) {
      return { kind: "failed", message: ERRORS.refreshPage.message };
    }
    return { kind: error.status === 403 ? "forbidden" : "failed", message: error.message };
  }
}
