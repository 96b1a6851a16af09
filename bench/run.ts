import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { measureBuildThroughput } from "./build-throughput.ts";
import { measureLighthouse } from "./lighthouse-scores.ts";
import { measurePageSizes } from "./page-sizes.ts";

/** `npm run bench`: measures Ilha's budgets on this machine and writes BENCHMARKS.md. */
const sizes = await measurePageSizes();
const throughput = await measureBuildThroughput();
const lighthouse = await measureLighthouse();
const lighthouseRows = Object.entries(lighthouse)
  .map(
    ([page, scores]) =>
      `| ${page} | ${scores.performance} | ${scores.accessibility} | ${scores["best-practices"]} | ${scores.seo} | ${scores.lcpMs} |`,
  )
  .join("\n");
const date = new Date().toISOString().slice(0, 10);
const row = (name: string, value: number | string, budget: string) =>
  `| ${name} | ${value} | ${budget} |`;
const report = `# Benchmarks

Measured with \`npm run bench\` on ${date}, on this project's machine (2 cores, 24 GiB, Node ${process.versions.node}).
Every figure below comes from that one run.

## Published pages (the vehicle-rental template)

| measure | figure | budget |
| --- | --- | --- |
${row("First-load JavaScript, largest page (KB gzipped)", sizes.firstLoadJsKbLargestPage ?? 0, "≤ 80")}
${row("Stylesheet (KB gzipped)", sizes.cssKb ?? 0, "≤ 20")}
${row("Home page HTML (KB gzipped)", sizes.homeHtmlKb ?? 0, "≤ 30")}

## Lighthouse 12 (mobile preset, Debian's Chromium, the preview server)

| page | performance | accessibility | best practices | SEO | LCP (ms) |
| --- | --- | --- | --- | --- | --- |
${lighthouseRows}

Budgets: performance ≥ 98; accessibility, best practices and SEO 100. The site is served by
\`ilha preview\` with its precompressed files and immutable caching of the hashed runtime.

The byte budgets are also asserted by \`packages/publisher/src/build/build-site.test.ts\`.

## Build throughput (a generated ${throughput.pages}-page site)

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
await writeFile(join(import.meta.dirname, "..", "BENCHMARKS.md"), report);
console.log(report);
