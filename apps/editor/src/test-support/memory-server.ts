import {
  applyOperations,
  IlhaError,
  ilhaError,
  type OperationInput,
  type Site,
  validateSite,
} from "@ilha/core";
import { NetworkFailureError } from "@ilha/sections";
import template from "../../../../templates/vehicle-rental/site.json" with { type: "json" };
import type { Transport } from "../document/sync.ts";

/** The sample site, validated, as the server would hand it out. */
export function sampleSite(): Site {
  const result = validateSite(template);
  if (!result.ok) throw new Error("the template is valid");
  return result.site;
}

/**
 * An edit that must never be applied twice (sent twice, it would add a second item): a social
 * link inserted first in the sample's hero.
 */
export const INSERT_SOCIAL: OperationInput = {
  op: "insertItems",
  pagePath: "/",
  sectionId: "hero",
  path: ["headerSocials"],
  index: 0,
  items: [{ icon: "facebook", socialUrl: "https://facebook.com/ilha" }],
};

/** The hero's social links on the home page in Portuguese. */
export const heroSocials = (site: Site) =>
  (site.content.pt?.pages[0]?.components[0]?.data as { headerSocials?: unknown[] } | undefined)
    ?.headerSocials ?? [];

/**
 * A site held in memory the way the server holds it (core applies each PATCH, a stale version is
 * 412), for the editor's document tests; `isDown` makes every call fail as a lost network does.
 */
export function memoryServer(site: Site = sampleSite()) {
  const state = {
    site,
    version: 1,
    isDown: false,
    /** The next PATCH is stored, but its answer never arrives. */
    isAnswerLost: false,
    patches: [] as OperationInput[][],
  };
  const reachable = () => {
    if (state.isDown) throw new NetworkFailureError("Failed to fetch");
  };
  const transport: Transport = {
    load: async () => {
      reachable();
      return { site: state.site, version: state.version };
    },
    poll: async (version) => {
      reachable();
      return version === state.version ? undefined : { site: state.site, version: state.version };
    },
    patch: async ({ version, operations }) => {
      reachable();
      if (version !== state.version)
        throw ilhaError("versionConflict", { currentVersion: state.version });
      const result = applyOperations(state.site, operations);
      if (!result.ok) {
        throw new IlhaError(result.error.toBody(), { operationIndex: result.index });
      }
      state.patches.push(operations);
      state.site = result.site;
      state.version += 1;
      if (state.isAnswerLost) {
        state.isAnswerLost = false;
        throw new NetworkFailureError("Failed to fetch");
      }
      return { version: state.version };
    },
  };
  /** Another editor's edit, stored directly. */
  const collaborate = (operations: OperationInput[]) => {
    const result = applyOperations(state.site, operations);
    if (!result.ok) throw new Error(result.error.code);
    state.site = result.site;
    state.version += 1;
  };
  return { state, transport, collaborate };
}
