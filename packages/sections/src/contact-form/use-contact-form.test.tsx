import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type FakeCall, installFakeFetch } from "../test-support/fake-fetch.ts";
import { fixtureSite, makeComponent, renderInSite } from "../test-support/render-section.tsx";
import { ContactForm } from "./contact-form.tsx";

const booking = makeComponent("contact-form", {
  title: "Book your vehicle",
  paragraph: "",
  buttonText: "Send",
  placeholders: { name: "Your name", email: "Your e-mail", message: "Your message" },
  blocks: [],
});

let fetches: ReturnType<typeof installFakeFetch>;

beforeEach(() => {
  fetches = installFakeFetch();
  window.localStorage.clear();
});

afterEach(() => {
  fetches.restore();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function renderForm() {
  const view = renderInSite(<ContactForm component={booking} isFirst={false} />);
  return {
    form: view.container.querySelector("form") as HTMLFormElement,
    name: screen.getByLabelText(/^Name/) as HTMLInputElement,
    email: screen.getByLabelText(/^E-mail/) as HTMLInputElement,
    message: screen.getByLabelText(/^Message/) as HTMLTextAreaElement,
    submit: screen.queryByRole("button", { name: "Send" }),
  };
}

const errorOf = (field: HTMLElement) =>
  document.getElementById(field.getAttribute("aria-describedby") ?? "") as HTMLElement;

function type(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  fireEvent.change(field, { target: { value } });
}

/** Lets the pending promise callbacks (a request's answer) run and their renders land. */
const settle = () => act(async () => {});

async function answer(call: FakeCall | undefined, reply: { status: number; json?: unknown }) {
  call?.respond(reply);
  await settle();
  await settle();
}

describe("the contact form's visitor behaviour", () => {
  it("shows the spec's messages when the visitor leaves an empty name or an invalid e-mail", () => {
    const { name, email, message } = renderForm();
    fireEvent.blur(name);
    type(email, "ana@");
    fireEvent.blur(email);
    fireEvent.blur(message);
    expect([errorOf(name).textContent, errorOf(name).hidden]).toEqual([
      "This field cannot be empty",
      false,
    ]);
    expect(errorOf(email).textContent).toBe("Please enter a valid email");
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect([errorOf(message).hidden, message.hasAttribute("aria-invalid")]).toEqual([true, false]);
  });

  it("clears a field's error as soon as the visitor types in it", () => {
    const { name, email } = renderForm();
    fireEvent.blur(name);
    fireEvent.blur(email);
    type(name, "A");
    expect([errorOf(name).hidden, errorOf(name).textContent]).toEqual([true, ""]);
    expect(name.hasAttribute("aria-invalid")).toBe(false);
    expect(errorOf(email).textContent).toBe("This field cannot be empty");
  });

  it("leaves the check to the submit when the visitor leaves a field for the submit button", () => {
    const { email, submit } = renderForm();
    type(email, "ana@");
    fireEvent.blur(email, { relatedTarget: submit });
    expect(errorOf(email).hidden).toBe(true);
  });

  it("sends nothing while the name is empty or the e-mail invalid, and focuses the first error", () => {
    const { form, email, name } = renderForm();
    type(email, "not-an-email");
    fireEvent.submit(form);
    expect(fetches.calls).toEqual([]);
    expect(errorOf(name).textContent).toBe("This field cannot be empty");
    expect(errorOf(email).textContent).toBe("Please enter a valid email");
    expect(document.activeElement).toBe(name);
  });

  it("posts the filled fields once as JSON, ignoring submits while the request is pending", async () => {
    const { form, name, email } = renderForm();
    type(name, "  Ana Sousa ");
    type(email, "ana@example.pt");
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(fetches.calls).toHaveLength(1);
    const [call] = fetches.calls;
    expect([call?.method, call?.url, call?.headers["content-type"]]).toEqual([
      "POST",
      "/api/v1/sites/form/contact/bilingual/",
      "application/json",
    ]);
    expect(call?.body).toEqual({
      name: "Ana Sousa",
      email: "ana@example.pt",
      siteHash: "bilingual01",
    });
    expect(call?.credentials).toBe("include");
    const busy = screen.getByRole("button", { name: "Sending…" });
    expect(busy.getAttribute("aria-disabled")).toBe("true");
    fireEvent.submit(form);
    expect(fetches.calls).toHaveLength(1);
  });

  it("shows the sent state with a check icon, then resets the fields after 4 s", async () => {
    const { form, name, email, message } = renderForm();
    type(name, "Ana");
    type(email, "ana@example.pt");
    type(message, "Two scooters, 3 to 5 May");
    fireEvent.submit(form);
    expect(fetches.calls[0]?.body).toEqual({
      name: "Ana",
      email: "ana@example.pt",
      message: "Two scooters, 3 to 5 May",
      siteHash: "bilingual01",
    });
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    await answer(fetches.calls[0], { status: 201, json: { id: 9 } });
    const sent = screen.getByRole("button", { name: "Sent" });
    expect(sent.querySelector("svg")).not.toBeNull();
    expect(screen.getByRole("status").textContent).toBe("Sent");
    fireEvent.submit(form);
    expect(fetches.calls).toHaveLength(1);
    act(() => vi.advanceTimersByTime(3999));
    expect([name.value, email.value, message.value]).toEqual([
      "Ana",
      "ana@example.pt",
      "Two scooters, 3 to 5 May",
    ]);
    act(() => vi.advanceTimersByTime(1));
    expect([name.value, email.value, message.value]).toEqual(["", "", ""]);
    expect(screen.getByRole("button", { name: "Send" }).hasAttribute("aria-disabled")).toBe(false);
  });

  it("goes back to idle on failure, showing nothing and logging to the console", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { form, name, email } = renderForm();
    type(name, "Ana");
    type(email, "ana@example.pt");
    fireEvent.submit(form);
    await answer(fetches.calls[0], { status: 500, json: { message: "Server error" } });
    expect(error).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Send" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("");
    expect(
      [...form.querySelectorAll<HTMLElement>('[role="alert"]')].every((slot) => slot.hidden),
    ).toBe(true);
    expect(name.value).toBe("Ana");
    fireEvent.submit(form);
    expect(fetches.calls).toHaveLength(2);
  });

  it("shows the button's error indicator after a failed send only when the site's notification flag is on", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const site = fixtureSite();
    const flagged = { ...site, settings: { ...site.settings, shouldShowFormErrors: true } };
    const view = renderInSite(<ContactForm component={booking} isFirst={false} />, {
      site: flagged,
    });
    const form = view.container.querySelector("form") as HTMLFormElement;
    type(screen.getByLabelText(/^Name/) as HTMLInputElement, "Ana");
    const email = screen.getByLabelText(/^E-mail/) as HTMLInputElement;
    type(email, "ana@example.pt");
    fireEvent.submit(form);
    await answer(fetches.calls[0], { status: 500, json: { message: "Server error" } });
    const button = screen.getByRole("button", { name: "Send" });
    expect(button.getAttribute("data-phase")).toBe("failed");
    expect(button.querySelector("svg")).not.toBeNull();
    expect(screen.getByRole("status").textContent).toBe("Not sent. Please try again.");
    type(email, "ana@example.com");
    expect(button.getAttribute("data-phase")).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("keeps the button plain after a failed send when the notification flag is off (the default)", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(fixtureSite().settings.shouldShowFormErrors).toBe(false);
    const { form, name, email } = renderForm();
    type(name, "Ana");
    type(email, "ana@example.pt");
    fireEvent.submit(form);
    await answer(fetches.calls[0], { status: 500, json: { message: "Server error" } });
    const button = screen.getByRole("button", { name: "Send" });
    expect(button.getAttribute("data-phase")).toBeNull();
    expect(button.querySelector("svg")).toBeNull();
  });

  it("sends the stored marketing consent as isCookieAccepted", () => {
    window.localStorage.setItem(
      "cookieSettings:bilingual",
      JSON.stringify({ analytics: true, marketing: false, functional: true }),
    );
    const { form, name, email } = renderForm();
    type(name, "Ana");
    type(email, "ana@example.pt");
    fireEvent.submit(form);
    expect(fetches.calls[0]?.body).toEqual({
      name: "Ana",
      email: "ana@example.pt",
      siteHash: "bilingual01",
      isCookieAccepted: false,
    });
  });

  it("sends the honeypot only when something filled it", () => {
    const { form, name, email } = renderForm();
    type(name, "Bot");
    type(email, "bot@example.com");
    const honeypot = form.querySelector('input[name="website"]') as HTMLInputElement;
    honeypot.value = "https://spam.example";
    fireEvent.submit(form);
    expect(fetches.calls[0]?.body).toMatchObject({ website: "https://spam.example" });
  });

  it("does nothing on submit in edit mode", () => {
    const view = renderInSite(<ContactForm component={booking} isFirst={false} />, {
      mode: "edit",
    });
    expect(screen.queryByRole("button", { name: "Send" })).toBeNull();
    fireEvent.submit(view.container.querySelector("form") as HTMLFormElement);
    expect(fetches.calls).toEqual([]);
    const errors = view.container.querySelectorAll<HTMLElement>('[role="alert"]');
    expect([...errors].every((slot) => slot.hidden)).toBe(true);
  });
});
