import type { Request, Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe.ts";
import { watchProblems } from "./support/browser.ts";
import { browserAndSite } from "./support/built-site.ts";

const WIDTHS = [375, 1024, 1440];
const FORMS = "**/api/v1/sites/form/**";

const spec = browserAndSite();

type Options = { width?: number; cookieSettings?: string; hasClock?: boolean };

/** The Portuguese booking page, hydrated, with every form request recorded. */
async function openBooking({ width = 1440, cookieSettings, hasClock = false }: Options = {}) {
  const context = await spec.browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  if (cookieSettings !== undefined) {
    await page.addInitScript(
      (stored) => localStorage.setItem("cookieSettings:vehicle-rental", stored),
      cookieSettings,
    );
  }
  if (hasClock) await page.clock.install();
  const requests: Request[] = [];
  const held: Route[] = [];
  let reply: ((route: Route) => Promise<void>) | "hold" = (route) =>
    route.fulfill({ status: 201, json: { ok: true } });
  await page.route(FORMS, async (route) => {
    requests.push(route.request());
    if (reply === "hold") held.push(route);
    else await reply(route);
  });
  const problems = watchProblems(page);
  await page.goto(new URL("booking/", spec.served.url).href);
  await page.waitForSelector("html[data-ilha-hydrated]");
  const form = page.locator("form").filter({ has: page.getByLabel("Mensagem") });
  return {
    page,
    problems,
    requests,
    held,
    form,
    name: form.getByLabel("Nome"),
    email: form.getByLabel("E-mail"),
    message: form.getByLabel("Mensagem"),
    submit: form.locator('button[type="submit"]'),
    errorOf: (field: string) => form.locator(`#booking-form-${field}-error`),
    answer: (next: typeof reply) => {
      reply = next;
    },
  };
}

const bodyOf = (request: Request | undefined) => request?.postDataJSON();

describe.each(WIDTHS)("the contact form at %i px", (width) => {
  it("checks each field on leaving it and clears its error on typing", async () => {
    const { page, name, email, message, errorOf } = await openBooking({ width });
    await name.focus();
    await email.focus();
    await expect.poll(() => errorOf("name").textContent()).toBe("This field cannot be empty");
    expect(await name.getAttribute("aria-invalid")).toBe("true");
    await email.fill("ana@");
    await message.focus();
    await expect.poll(() => errorOf("email").textContent()).toBe("Please enter a valid email");
    expect(await errorOf("email").isVisible()).toBe(true);
    await name.pressSequentially("A");
    expect(await errorOf("name").isVisible()).toBe(false);
    expect(await name.getAttribute("aria-invalid")).toBeNull();
    await email.pressSequentially("x");
    expect(await errorOf("email").isVisible()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("asks for an e-mail left empty on leaving it and on submit, sending nothing", async () => {
    const { page, name, email, message, submit, errorOf, requests } = await openBooking({ width });
    await name.fill("Ana");
    await email.focus();
    await message.focus();
    await expect.poll(() => errorOf("email").textContent()).toBe("This field cannot be empty");
    expect(await errorOf("email").isVisible()).toBe(true);
    expect(await email.getAttribute("aria-invalid")).toBe("true");
    await submit.click();
    expect(await errorOf("email").textContent()).toBe("This field cannot be empty");
    expect(await errorOf("name").isVisible()).toBe(false);
    await page.waitForTimeout(300);
    expect(requests).toEqual([]);
    await page.context().close();
  });

  it("sends nothing while the name is empty or the e-mail invalid", async () => {
    const { page, email, submit, errorOf, requests, name } = await openBooking({ width });
    await email.fill("not-an-email");
    await submit.click();
    await expect.poll(() => errorOf("email").textContent()).toBe("Please enter a valid email");
    expect(await errorOf("name").textContent()).toBe("This field cannot be empty");
    expect(await name.evaluate((field) => field === document.activeElement)).toBe(true);
    expect(requests).toEqual([]);
    await page.context().close();
  });
});

describe("sending the contact form", () => {
  it.each([375, 1440])(
    "posts JSON once at %i px, ignoring submits while pending, without an empty message",
    async (width) => {
      const { page, name, email, submit, requests, held, answer } = await openBooking({ width });
      answer("hold");
      await name.fill("Ana Sousa");
      await email.fill("ana@example.pt");
      await submit.click();
      await page.getByRole("button", { name: "A enviar…" }).waitFor();
      expect(await submit.getAttribute("aria-disabled")).toBe("true");
      await submit.click({ force: true });
      await email.press("Enter");
      await page.waitForTimeout(300);
      expect(requests).toHaveLength(1);
      const [request] = requests;
      expect(request?.method()).toBe("POST");
      expect(request?.url()).toBe(
        new URL("api/v1/sites/form/contact/vehicle-rental/", spec.served.url).href,
      );
      expect(request?.headers()["content-type"]).toBe("application/json");
      expect(bodyOf(request)).toEqual({
        name: "Ana Sousa",
        email: "ana@example.pt",
        siteHash: "mareRent2026ps",
      });
      await held[0]?.fulfill({ status: 201, json: { ok: true } });
      await page.getByRole("button", { name: "Enviado" }).waitFor();
      expect(requests).toHaveLength(1);
      await page.context().close();
    },
  );

  it("shows the check icon, then resets the fields after 4000 ms", async () => {
    const { page, name, email, message, submit, requests } = await openBooking({ hasClock: true });
    await name.fill("Ana");
    await email.fill("ana@example.pt");
    await message.fill("Duas scooters, 3 a 5 de maio");
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 1000);
    await submit.click();
    const sent = page.getByRole("button", { name: "Enviado" });
    await sent.waitFor();
    expect(await sent.locator("svg").count()).toBe(1);
    expect(await page.getByRole("status").filter({ hasText: "Enviado" }).count()).toBe(1);
    expect(bodyOf(requests[0])).toEqual({
      name: "Ana",
      email: "ana@example.pt",
      message: "Duas scooters, 3 a 5 de maio",
      siteHash: "mareRent2026ps",
    });
    await page.clock.runFor(3999);
    expect([await name.inputValue(), await email.inputValue(), await message.inputValue()]).toEqual(
      ["Ana", "ana@example.pt", "Duas scooters, 3 a 5 de maio"],
    );
    await page.clock.runFor(1);
    await expect.poll(() => name.inputValue()).toBe("");
    expect([await email.inputValue(), await message.inputValue()]).toEqual(["", ""]);
    await page.getByRole("button", { name: "Enviar" }).waitFor();
    await page.context().close();
  });

  it("goes back to idle on a failure, showing nothing and logging to the console", async () => {
    const { page, name, email, submit, requests, problems, answer, form } = await openBooking();
    answer((route) => route.fulfill({ status: 500, json: { message: "Server error" } }));
    await name.fill("Ana");
    await email.fill("ana@example.pt");
    await submit.click();
    await expect
      .poll(() => problems.consoleErrors.some((line) => line.includes("could not be sent")))
      .toBe(true);
    await page.getByRole("button", { name: "Enviar" }).waitFor();
    expect(await form.locator('[role="alert"]:visible').count()).toBe(0);
    expect(await form.getByRole("status").textContent()).toBe("");
    expect(await name.inputValue()).toBe("Ana");
    await submit.click();
    await expect.poll(() => requests.length).toBe(2);
    await page.context().close();
  });

  for (const { behaviour, stored, isCookieAccepted } of [
    {
      behaviour: "sends isCookieAccepted true when marketing and analytics are accepted",
      stored: { analytics: true, marketing: true, functional: false },
      isCookieAccepted: true,
    },
    {
      behaviour:
        "sends isCookieAccepted false when marketing is declined though analytics is accepted",
      stored: { analytics: true, marketing: false, functional: true },
      isCookieAccepted: false,
    },
    {
      behaviour: "sends isCookieAccepted true when only marketing is accepted",
      stored: { analytics: false, marketing: true, functional: false },
      isCookieAccepted: true,
    },
    {
      behaviour: "leaves isCookieAccepted out when no cookie settings are stored",
      stored: undefined,
      isCookieAccepted: undefined,
    },
  ]) {
    it(behaviour, async () => {
      const cookieSettings = stored === undefined ? undefined : JSON.stringify(stored);
      const { page, name, email, submit, requests } = await openBooking({ cookieSettings });
      await name.fill("Ana");
      await email.fill("ana@example.pt");
      await submit.click();
      await expect.poll(() => requests.length).toBe(1);
      expect(bodyOf(requests[0])).toEqual({
        name: "Ana",
        email: "ana@example.pt",
        siteHash: "mareRent2026ps",
        ...(isCookieAccepted === undefined ? {} : { isCookieAccepted }),
      });
      await page.context().close();
    });
  }
});
