import { ilhaError } from "@ilha/core";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/database.ts";
import { credentials, login, logout, signup } from "./accounts.ts";
import { bearerToken, requireUser } from "./bearer.ts";

/** `/api/v1/auth`: signup, login and logout (spec §6 edit mode's bearer credential). */
export function authRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    app.post("/signup", async (request, reply) => {
      const input = credentials.parse(request.body);
      const { token } = await signup({ db, ...input, ip: request.ip });
      return reply.status(201).send({ token });
    });
    app.post("/login", async (request) => {
      const input = credentials.parse(request.body);
      return login({ db, ...input, ip: request.ip });
    });
    app.post("/logout", async (request, reply) => {
      await requireUser(db, request);
      const token = bearerToken(request);
      if (token === undefined) throw ilhaError("unauthorized");
      await logout({ db, token });
      return reply.status(204).send();
    });
  };
}
