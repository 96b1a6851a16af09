import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { requireUser } from "../auth/bearer.ts";
import type { Db } from "../db/database.ts";
import { siteAccess } from "./site-access.ts";

const siteParams = z.object({ id: z.string().min(1).max(64) });

/** Shared editing (spec §6): a collaborator's requests carry `X-Shared-Editing`. */
export function isSharedEditing(request: FastifyRequest): boolean {
  const header = request.headers["x-shared-editing"];
  return header !== undefined && header !== "" && header !== "false" && header !== "0";
}

/** The signed-in user and the site of the route's `:id`, with their role on it. */
export async function requestAccess(db: Db, request: FastifyRequest) {
  const user = await requireUser(db, request);
  const { id } = siteParams.parse(request.params);
  return {
    user,
    ...(await siteAccess({ db, user, siteId: id, isSharedEditing: isSharedEditing(request) })),
  };
}
