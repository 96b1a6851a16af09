import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { measureBuildThroughput } from "./build-throughput.ts";
import { measureEditor } from "./editor-benchmark.ts";
import { editorSection } from "./editor-section.ts";
import { measureLighthouse } from "./lighthouse-scores.ts";
import { measurePageSizes } from "./page-sizes.ts";
import { serverSection } from "./server-section.ts";
import { measureServerThroughput } from "./server-throughput.ts";

const row = (name: string, value: number | string, budget: string) =>
  `| ${name} | ${value} | ${budget} |`;

async function pagesSection(): Promise<string> {
  const sizes = await measurePageSizes();
  return `## Published pages (the vehicle-rental template)

| measure | figure | budget |
| --- | --- | --- |
${row("First-load JavaScript, largest page (KB gzipped)", sizes.firstLoadJsKbLargestPage ?? 0, "≤ 80")}
${row("Stylesheet (KB gzipped)", sizes.cssKb ?? 0, "≤ 20")}
${row("Home page HTML (KB gzipped)", sizes.homeHtmlKb ?? 0, "≤ 30")}
`;
}

async function lighthouseSection(): Promise<string> {
  const lighthouse = await measureLighthouse();
  const lighthouseRows = Object.entries(lighthouse)
    .map(
      ([page, scores]) =>
        `| ${page} | ${scores.performance} | ${scores.accessibility} | ${scores["best-practices"]} | ${scores.seo} | ${scores.lcpMs} |`,
    )
    .join("\n");
  return `## Lighthouse 12 (mobile preset, Debian's Chromium, the preview server)

| page | performance | accessibility | best practices | SEO | LCP (ms) |
| --- | --- | --- | --- | --- | --- |
${lighthouseRows}

Budgets: performance ≥ 98; accessibility, best practices and SEO 100. The site is served by
\`ilha preview\` with its precompressed files and immutable caching of the hashed runtime.

The byte budgets are also asserted by \`packages/publisher/src/build/build-site.test.ts\`.
`;
}

async function buildSection(): Promise<string> {
  const throughput = await measureBuildThroughput();
  return `## Build throughput (a generated ${throughput.pages}-page site)

| measure | figure | budget |
| --- | --- | --- |
${row("buildSite render time (ms)", throughput.renderMs ?? 0, "")}
${row("Pages per second of render time", throughput.pagesPerSecond ?? 0, "≥ 1,000")}
${row("Bare renderToString of the same pages (ms)", throughput.bareRenderToStringMs ?? 0, "")}
${row("Bare renderToString pages per second", throughput.barePagesPerSecond ?? 0, "")}
${row("buildSite render time ÷ bare renderToString", throughput.ratioToBare ?? 0, "≤ 1.5")}
${row("Whole build with file writes (ms)", throughput.wallMsWithFiles ?? 0, "")}

Render time is the build's render half: page data, React rendering and the HTML document of
every page. Bare is \`renderToString\` of the same page trees. Both are medians of 7 alternating
rounds in one process; the whole build adds copying the runtime and images and writing files.
`;
}

const SECTIONS = {
  pages: pagesSection,
  lighthouse: lighthouseSection,
  build: buildSection,
  server: async () => serverSection(await measureServerThroughput()),
  // BENCH_EDITOR_SECTIONS and BENCH_EDITOR_ROUNDS shrink the run to try the harness out.
  editor: async () =>
    editorSection(
      await measureEditor({
        sections: Number(process.env.BENCH_EDITOR_SECTIONS) || undefined,
        rounds: Number(process.env.BENCH_EDITOR_ROUNDS) || undefined,
      }),
    ),
};

/**
 * `npm run bench`: measures Ilha's budgets on this machine and writes BENCHMARKS.md.
 * `npm run bench -- server` (any of the section names) measures those sections only and prints
 * them without writing the file, whose figures all come from one run.
 */
const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !(name in SECTIONS));
if (unknown.length > 0) {
  throw new Error(
    `unknown sections ${unknown.join(", ")}: use ${Object.keys(SECTIONS).join(", ")}`,
  );
}
const sections: string[] = [];
for (const [name, measure] of Object.entries(SECTIONS)) {
  if (chosen.length === 0 || chosen.includes(name)) sections.push(await measure());
}
const date = new Date().toISOString().slice(0, 10);
const report = `# Benchmarks

Measured with \`npm run bench\` on ${date}, on this project's machine (2 cores, 24 GiB, Node ${process.versions.node}).
Every figure below comes from that one run.

${sections.join("\n")}`;
if (chosen.length === 0) {
  await writeFile(join(import.meta.dirname, "..", "BENCHMARKS.md"), report);
}
console.log(report);
