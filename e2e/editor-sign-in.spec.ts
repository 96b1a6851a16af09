import { ERRORS } from "@ilha/core";
import { describe, expect, it } from "vitest";
import { mailBody, mailHeader } from "../apps/server/src/test-support/smtp-sink.ts";
import { axeViolations } from "./support/axe.ts";
import { watchProblems } from "./support/browser.ts";
import { realServer } from "./support/real-server.ts";

/** The editor at its own origin on the real server, as the demo owner meets it. */
const flows = realServer();

describe("the editor", () => {
  it("signs the demo owner in at its own origin, lists, creates and deletes sites, and signs out", async () => {
    // The page's CSP allows only its own scripts: the test lifts it to inject axe.
    const context = await flows.browser.newContext({
      viewport: { width: 1024, height: 800 },
      bypassCSP: true,
    });
    const page = await context.newPage();
    const problems = watchProblems(page);
    const response = await page.goto(`${flows.editorOrigin}/`);
    expect(response?.headers()["content-security-policy"]).toContain("frame-ancestors 'self'");
    await page.getByRole("heading", { name: "Sign in to Ilha" }).waitFor();
    expect(await axeViolations(page, { wcag: "2.2" })).toEqual([]);

    await page.getByLabel("E-mail").fill("demo@ilha.local");
    await page.getByLabel("Password").fill("not the password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect
      .poll(() => page.getByRole("alert").textContent())
      .toBe(ERRORS.wrongCredentials.message);
    await page.getByLabel("Password").fill(flows.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("heading", { name: "Your sites" }).waitFor();
    const sample = page.getByRole("listitem").filter({ hasText: "Maré Rent" });
    await sample.getByText("Published").waitFor();
    // The live site opens at its own host, never on the editor's origin (where no site is served).
    const siteOrigin = flows.editorOrigin.replace("//app.", "//vehicle-rental.");
    await sample.getByText(`${siteOrigin}/`, { exact: true }).waitFor();
    const popup = page.waitForEvent("popup");
    await sample.getByRole("link", { name: "View live site (opens in a new tab)" }).click();
    const live = await popup;
    await live.waitForLoadState();
    expect(live.url()).toBe(`${siteOrigin}/`);
    expect(await live.locator("html").getAttribute("lang")).toBe("pt");
    expect(await live.title()).toContain("Maré Rent");
    await live.close();
    expect(await axeViolations(page, { wcag: "2.2" })).toEqual([]);

    // The session survives a reload.
    await page.reload();
    await page.getByRole("heading", { name: "Your sites" }).waitFor();

    await page.getByRole("button", { name: "New site" }).click();
    const dialog = page.getByRole("dialog", { name: "Create a site" });
    await dialog.getByLabel("Site name").fill("Café Matriz");
    expect(await axeViolations(page, { wcag: "2.2" })).toEqual([]);
    await dialog.getByRole("button", { name: "Create site" }).click();
    // A new site opens in the editor; the owner goes back to the list.
    await page.getByRole("button", { name: "Your sites" }).click();
    const created = page.getByRole("listitem").filter({ hasText: "Café Matriz" });
    await created.getByText("Draft, not published yet").waitFor();
    expect(await dialog.count()).toBe(0);

    await created.getByRole("button", { name: "Delete Café Matriz" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete “Café Matriz”?" });
    await confirm.waitFor();
    expect(await axeViolations(page, { wcag: "2.2" })).toEqual([]);
    await confirm.getByRole("button", { name: "Delete site" }).click();
    await created.waitFor({ state: "detached" });
    const token = await flows.ownerToken();
    const names = (await flows.api<{ name: string }[]>("/sites", token)).map((site) => site.name);
    expect(names).not.toContain("Café Matriz");

    await page.getByRole("button", { name: "Sign out" }).click();
    await page.getByRole("heading", { name: "Sign in to Ilha" }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem("ilha.session"))).toBeNull();
    expect(problems.consoleErrors.filter((line) => !line.includes("401"))).toEqual([]);
    await context.close();
  });

  it("creates an account and signs it in; an address that has one signs in with its own password, another gets sign-in's answer", async () => {
    const tried = () =>
      flows.smtp.received.filter(
        (mail) =>
          mail.to.includes("demo@ilha.local") &&
          mailHeader(mail, "Subject") ===
            "Someone tried to create an Ilha account with your address",
      );
    const signUp = async (email: string, password: string) => {
      const context = await flows.browser.newContext({
        viewport: { width: 1024, height: 800 },
        bypassCSP: true,
      });
      const page = await context.newPage();
      const problems = watchProblems(page);
      await page.goto(`${flows.editorOrigin}/`);
      await page.getByRole("button", { name: "New to Ilha? Create an account" }).click();
      await page.getByRole("heading", { name: "Create your Ilha account" }).waitFor();
      await page.getByLabel("E-mail").fill(email);
      await page.getByLabel("Password").fill(password);
      await page.getByRole("button", { name: "Create account" }).click();
      return { context, page, problems };
    };

    const newcomer = await signUp("newcomer@example.com", "a newcomer's own password");
    await newcomer.page.getByRole("heading", { name: "Your sites" }).waitFor();
    expect(newcomer.problems.consoleErrors).toEqual([]);
    await newcomer.context.close();
    expect(tried()).toEqual([]);

    // The demo owner's address, with a stranger's password: sign-in's own answer, nothing more.
    const stranger = await signUp("demo@ilha.local", "a stranger's guess here");
    await expect
      .poll(() => stranger.page.getByRole("alert").textContent())
      .toBe(ERRORS.wrongCredentials.message);
    await stranger.page.getByRole("heading", { name: "Create your Ilha account" }).waitFor();
    expect(await axeViolations(stranger.page, { wcag: "2.2" })).toEqual([]);
    await stranger.context.close();

    // The same address with its own password: the owner is signed in to their sites.
    const owner = await signUp("demo@ilha.local", flows.password);
    await owner.page.getByRole("heading", { name: "Your sites" }).waitFor();
    await owner.page.getByRole("listitem").filter({ hasText: "Maré Rent" }).waitFor();
    await owner.context.close();

    // The owner is told by e-mail that someone tried, with no password in it.
    await expect.poll(() => tried().length, { timeout: 15_000, interval: 250 }).toBe(2);
    for (const mail of tried()) {
      const body = mailBody(mail);
      expect(body).toContain(`${flows.editorOrigin}/`);
      expect(body).not.toContain("a stranger's guess here");
      expect(body).not.toContain(flows.password);
    }
  });
});
