import type { FastifyInstance, FastifyRequest } from "fastify";

declare module "fastify" {
  interface FastifyInstance {
    /** The time sessions and sign-in limits are judged by; tests set it. */
    ilhaClock: () => Date;
  }
}

export function registerClock(app: FastifyInstance, clock: () => Date): void {
  app.decorate("ilhaClock", clock);
}

/** The time of a request by its server's clock. */
export function requestTime(request: FastifyRequest): Date {
  return request.server.ilhaClock?.() ?? new Date();
}
