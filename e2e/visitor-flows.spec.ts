import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { startPreviewServer } from "../apps/server/src/cli/preview-server.ts";
import { exportSite } from "../apps/server/src/publishing/export-site.ts";
import { mailBody } from "../apps/server/src/test-support/smtp-sink.ts";
import { axeViolations } from "./support/axe.ts";
import { watchProblems } from "./support/browser.ts";
import { realServer } from "./support/real-server.ts";

/**
 * The visitor flows against the real server: the published sample site's contact form lands in
 * the demo owner's inbox and its notification at a real SMTP server; a report lands in the
 * operator's queue; a static export posts its form to the server.
 */
const flows = realServer();

describe("the published sample site on the real server", () => {
  it("runs every page of both languages under the site's Content Security Policy without a violation, the map included", async () => {
    const page = await flows.browser.newPage({ viewport: { width: 1440, height: 900 } });
    const problems = watchProblems(page);
    const violations: string[] = [];
    await page.exposeFunction("reportViolation", (line: string) => violations.push(line));
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        (window as unknown as { reportViolation: (line: string) => void }).reportViolation(
          `${event.violatedDirective} ${event.blockedURI}`,
        );
      });
    });
    const paths = ["", "pricing/", "termos/", "parceiros/", "politicadeprivacidade/", "booking/"];
    for (const language of ["", "en/"]) {
      for (const path of paths) {
        const response = await page.goto(`${flows.server.url}/s/vehicle-rental/${language}${path}`);
        expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");
        await page.waitForSelector("html[data-ilha-hydrated]");
      }
    }
    await page.goto(`${flows.server.url}/s/vehicle-rental/`);
    await page.waitForSelector("html[data-ilha-hydrated]");
    const loadMap = page.getByRole("button", { name: "Carregar mapa" });
    await loadMap.scrollIntoViewIfNeeded();
    await loadMap.click();
    const map = page.locator('iframe[src^="https://maps.google.com/"]');
    await map.waitFor({ state: "attached" });
    // Violations are reported by an event that reaches the test through the page's binding.
    await page.evaluate(() => new Promise((settled) => setTimeout(settled, 500)));
    expect(violations).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    await page.close();
  });

  it("keeps a visitor's message in the inbox until the owner confirms the address, then mails it", async () => {
    const page = await flows.browser.newPage({ viewport: { width: 1024, height: 900 } });
    const problems = watchProblems(page);
    const sendMessage = async (name: string) => {
      await page.goto(`${flows.server.url}/s/vehicle-rental/booking/`);
      await page.waitForSelector("html[data-ilha-hydrated]");
      const form = page.locator("form").filter({ has: page.getByLabel("Mensagem") });
      await form.getByLabel("Nome").fill(name);
      await form.getByLabel("E-mail").fill("ana@example.pt");
      await form.getByLabel("Mensagem").fill("Queria uma scooter para sábado.");
      await form.locator('button[type="submit"]').click();
      await form.getByText("Enviado").first().waitFor();
    };
    await sendMessage("Ana Sousa");

    const token = await flows.ownerToken();
    const [site] = await flows.api<{ id: string }[]>("/sites", token);
    const inbox = await flows.api<{ name: string; email: string; message: string }[]>(
      `/sites/${site?.id}/submissions`,
      token,
    );
    expect(inbox).toEqual([
      expect.objectContaining({
        name: "Ana Sousa",
        email: "ana@example.pt",
        message: "Queria uma scooter para sábado.",
      }),
    ]);
    const status = await flows.api<{ email: string; status: string }>(
      `/sites/${site?.id}/notification-email`,
      token,
    );
    expect(status).toMatchObject({ email: "reservas@mare-rent.example", status: "unconfirmed" });

    const asked = await fetch(
      `${flows.server.url}/api/v1/sites/${site?.id}/notification-email/confirmation`,
      {
        method: "POST",
        headers: { authorization: `Bearer ${token}` },
      },
    );
    expect(asked.status).toBe(202);
    await expect.poll(() => flows.smtp.received.length, { timeout: 15_000, interval: 250 }).toBe(1);
    const confirmation = flows.smtp.received[0];
    expect(confirmation?.to).toEqual(["reservas@mare-rent.example"]);
    const link = /https?:\/\/\S+\/confirm-email#[A-Za-z0-9_-]+/.exec(mailBody(confirmation))?.[0];
    expect(link).toBeDefined();
    await page.goto(link as string);
    await expect
      .poll(() => page.getByRole("status").textContent(), { timeout: 10_000 })
      .toBe(
        "Confirmed: your website's contact-form messages will be sent to reservas@mare-rent.example.",
      );
    expect(new URL(page.url()).hash).toBe("");
    // axe is injected as an inline script, which the page's own policy refuses: bypass it to look.
    const looking = await flows.browser.newContext({ bypassCSP: true });
    const confirmPage = await looking.newPage();
    await confirmPage.goto(`${flows.server.url}/confirm-email`);
    await confirmPage.getByText("This link holds no confirmation code").waitFor();
    expect(await axeViolations(confirmPage)).toEqual([]);
    await looking.close();

    await sendMessage("Rui Gomes");
    await expect.poll(() => flows.smtp.received.length, { timeout: 15_000, interval: 250 }).toBe(2);
    const notification = flows.smtp.received[1];
    expect(notification?.to).toEqual(["reservas@mare-rent.example"]);
    expect(mailBody(notification)).toContain("Rui Gomes");
    expect(flows.smtp.received.map((mail) => mailBody(mail)).join("\n")).not.toContain("Ana Sousa");
    expect(problems.failedRequests).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    await page.close();
  });

  it("queues a visitor's report for the operator, on the site's own host too", async () => {
    const page = await flows.browser.newPage({ viewport: { width: 1440, height: 900 } });
    const port = new URL(flows.server.url).port;
    await page.goto(`http://vehicle-rental.localhost:${port}/en/`);
    await page.waitForSelector("html[data-ilha-hydrated]");
    await page.locator("[data-ilha-report]").click();
    const dialog = page.getByRole("dialog", { name: "What's wrong with this website?" });
    await dialog.getByLabel("E-mail").fill("visitor@example.com");
    await dialog.getByLabel("Name").fill("A visitor");
    await dialog.getByLabel("Comment").fill("The prices are not real.");
    await dialog.getByRole("button", { name: "SEND" }).click();
    await page.getByRole("dialog", { name: "Information has been successfully sent" }).waitFor();
    const queue = await flows.api<{ comment: string; siteSlug: string }[]>(
      "/admin/compliance-reports",
      await flows.tokenOf("operator@ilha.local", flows.operatorPassword),
    );
    expect(queue).toEqual([
      expect.objectContaining({ comment: "The prices are not real.", siteSlug: "vehicle-rental" }),
    ]);
    await page.close();
  });

  it("lets a static export on another origin post its contact form to the server", async () => {
    const outDir = await mkdtemp(join(tmpdir(), "ilha-export-"));
    await exportSite({
      db: flows.server.database.db,
      dataDir: flows.dataDir,
      slug: "vehicle-rental",
      outDir,
      apiOrigin: flows.server.url,
      origin: flows.exportOrigin,
    });
    const { server: preview } = await startPreviewServer({
      dir: outDir,
      port: Number(new URL(flows.exportOrigin).port),
      host: "127.0.0.1",
    });
    const page = await flows.browser.newPage({ viewport: { width: 375, height: 800 } });
    const problems = watchProblems(page);
    await page.goto(`${flows.exportOrigin}/en/booking/`);
    await page.waitForSelector("html[data-ilha-hydrated]");
    const form = page.locator("form").filter({ has: page.getByLabel("Message") });
    await form.getByLabel("Name").fill("Tom Baker");
    await form.getByLabel("E-mail").fill("tom@example.co.uk");
    await form.locator('button[type="submit"]').click();
    await form.getByText("Sent").first().waitFor();
    const token = await flows.ownerToken();
    const [site] = await flows.api<{ id: string }[]>("/sites", token);
    const inbox = await flows.api<{ name: string }[]>(`/sites/${site?.id}/submissions`, token);
    expect(inbox.map((item) => item.name)).toContain("Tom Baker");
    expect(problems.failedRequests).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    await page.close();
    await new Promise((done) => preview.close(done));
    await rm(outDir, { recursive: true, force: true });
  });
});
