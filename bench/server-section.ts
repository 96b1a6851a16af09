import { ACCEPT_ENCODING, LOAD, type Pair, type ServerThroughput } from "./server-throughput.ts";

/**
 * The budgets: Ilha's requests per second as a share of its baseline's (a published page, issue
 * 5; durable contact posts on either database, issue 12), and the embedded database's own floor
 * for contact posts at 100 connections (issue 12).
 */
export const SERVER_BUDGETS = {
  page: 0.8,
  contact: 0.1,
  contactPglite: { connections: 100, requestsPerSecond: 1000, p99Ms: 50 },
} as const;

/** Durable contact posts on PGlite at 100 connections: at least 1,000 a second, p99 ≤ 50 ms. */
function pgliteFloorRow(pairs: Pair[]): string {
  const { connections, requestsPerSecond, p99Ms } = SERVER_BUDGETS.contactPglite;
  const pair = pairs.find((candidate) => candidate.connections === connections);
  if (pair === undefined)
    return `| Contact POSTs on PGlite at ${connections} connections | not measured |`;
  const isPass = pair.ilha.requestsPerSecond >= requestsPerSecond && pair.ilha.p99Ms <= p99Ms;
  return `| Contact POSTs on PGlite at ${connections} connections | ${pair.ilha.requestsPerSecond} req/s, p99 ${pair.ilha.p99Ms} ms | ≥ ${requestsPerSecond} req/s with p99 ≤ ${p99Ms} ms (${isPass ? "pass" : "fail"}) |`;
}

type Measured = { name: string; pairs: Pair[]; budget: number };

function loadRow({ name, pair }: { name: string; pair: Pair }): string {
  return `| ${name} | ${pair.connections} | ${pair.ilha.requestsPerSecond} | ${pair.ilha.p99Ms} | ${pair.baseline.requestsPerSecond} | ${pair.baseline.p99Ms} | ${pair.ratio} |`;
}

/**
 * A server's requests per second is its capacity: the most it answered at any of the loads, each
 * side on its own. The budget compares the two capacities.
 */
function capacityRow({ name, pairs, budget }: Measured): string {
  const ilha = Math.max(...pairs.map((pair) => pair.ilha.requestsPerSecond));
  const baseline = Math.max(...pairs.map((pair) => pair.baseline.requestsPerSecond));
  const ratio = Number((ilha / baseline).toFixed(2));
  const verdict = ratio >= budget ? "pass" : "fail";
  return `| ${name} | ${ilha} | ${baseline} | ${ratio} | ≥ ${budget} (${verdict}) |`;
}

/** The BENCHMARKS.md section of `measureServerThroughput`'s figures. */
export function serverSection(figures: ServerThroughput): string {
  const { page, contactPglite, contactPostgres = [] } = figures;
  const measured: Measured[] = [
    {
      name: "Published page, Ilha ÷ plain static file server",
      pairs: page,
      budget: SERVER_BUDGETS.page,
    },
    {
      name: "Contact POSTs on PGlite ÷ Fastify hello-world",
      pairs: contactPglite,
      budget: SERVER_BUDGETS.contact,
    },
    ...(contactPostgres.length === 0
      ? []
      : [
          {
            name: "Contact POSTs on PostgreSQL ÷ Fastify hello-world",
            pairs: contactPostgres,
            budget: SERVER_BUDGETS.contact,
          },
        ]),
  ];
  const loadRows = measured.flatMap(({ name, pairs }) =>
    pairs.map((pair) => loadRow({ name, pair })),
  );
  const total = (pairs: { stored: number }[]) => pairs.reduce((sum, pair) => sum + pair.stored, 0);
  const stored = [
    `${total(contactPglite)} messages on PGlite`,
    ...(contactPostgres.length === 0 ? [] : [`${total(contactPostgres)} on PostgreSQL`]),
  ].join(", ");
  const bytes = page[0]?.bytes ?? 0;
  const contentEncoding = page[0]?.contentEncoding ?? "";
  return `## Server throughput (autocannon, side by side)

| pair | Ilha req/s | baseline req/s | ratio | budget |
| --- | --- | --- | --- | --- |
${measured.map(capacityRow).join("\n")}

| floor | measured | budget |
| --- | --- | --- |
${pgliteFloorRow(contactPglite)}

A server's requests per second is its capacity: the most it answered at either load, each side on
its own; the budget is the ratio of the two. At each load:

| pair | connections | Ilha req/s | Ilha p99 (ms) | baseline req/s | baseline p99 (ms) | ratio |
| --- | --- | --- | --- | --- | --- | --- |
${loadRows.join("\n")}

Each pair runs its baseline and Ilha in ${LOAD.rounds} alternating rounds of ${LOAD.seconds} s with
${LOAD.connections.join(" and ")} connections, each after a ${LOAD.warmUpSeconds} s warm-up; the figures are the
medians of the rounds (requests per second averaged over a round, p99 latency of a round). Every
server runs in a child process of its own and autocannon in the benchmark's process: on this
machine's 2 cores the load generator, the server and, for PostgreSQL, the database server share
the CPUs.

- **Published page**: \`GET /s/vehicle-rental/pricing/\` of the demo site that \`ilha serve\`
  seeds, with \`accept-encoding: ${ACCEPT_ENCODING}\` (Chromium's), so Ilha answers with the
  page's precompressed ${contentEncoding} file (${bytes} bytes). The baseline is Node's
  \`http\` streaming that same file of the data directory from disk on every request with the
  headers Ilha sent; both sides were checked to send the same bytes.
- **Contact POSTs**: \`POST /api/v1/sites/form/contact/{siteId}/\` with a valid JSON message and
  an \`Idempotency-Key\` of its own per request, each counted against its rate window, stored
  and committed before the 201 (the server sends no mail, \`SMTP_URL\` unset, so no notification
  is queued). The rate limit is raised with \`ILHA_FORM_RATE_LIMIT\` so
  one address can send them all. The inbox was counted afterwards: every acknowledged message is
  there (${stored}, warm-ups included). PostgreSQL runs when \`DATABASE_URL\` or
  \`TEST_DATABASE_URL\` is set, in a database created for the run and dropped after it. The
  baseline is a Fastify hello-world (\`GET /\` → \`{ "hello": "world" }\`). Concurrent posts
  are committed together (group commit: one statement, the batch its one JSON parameter, counts
  their rate windows and inserts them with their notifications; on PostgreSQL a node-postgres
  named statement, planned once per connection, on PGlite the client's \`query\`), so a batch holds about
  as many posts as there are connections waiting; on PGlite every query runs on the server's
  own thread. With 10 connections every client waits for its batch's commit, so a batch holds
  at most 10 posts and that figure follows the cost of one commit; with 100 the batches fill
  and the server answers as many posts as it can.

\`npm run bench -- server\` measures this section alone and prints it without writing this file.
`;
}
