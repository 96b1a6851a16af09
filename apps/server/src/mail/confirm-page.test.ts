// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { CONFIRM_PAGE_HTML, CONFIRM_SCRIPT } from "./confirm-page.ts";

const TOKEN = "k3Y_-abcdefghijklmnopqrstuvwxyz0123456789AB";

/** The page at `url` with its script run, `fetch` answering `answer`. */
function openPage(url: string, answer: () => Promise<Response>) {
  (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(url);
  document.body.innerHTML = /<body>([\s\S]*)<\/body>/.exec(CONFIRM_PAGE_HTML)?.[1] ?? "";
  const fetch = vi.fn(answer);
  vi.stubGlobal("fetch", fetch);
  new Function(CONFIRM_SCRIPT)();
  return { fetch, status: () => document.getElementById("status")?.textContent };
}

const json = (status: number, body: object) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }),
  );

describe("the confirmation page", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("posts the link's fragment in the body, never in an address, and says the address is confirmed", async () => {
    const page = openPage(`http://127.0.0.1:3000/confirm-email#${TOKEN}`, () =>
      json(200, { email: "reservas@mare-rent.example" }),
    );
    await vi.waitFor(() =>
      expect(page.status()).toBe(
        "Confirmed: your website's contact-form messages will be sent to reservas@mare-rent.example.",
      ),
    );
    expect(page.fetch).toHaveBeenCalledTimes(1);
    const [url, init] = page.fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/v1/email-confirmations");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({ token: TOKEN });
    expect(location.href).toBe("http://127.0.0.1:3000/confirm-email");
  });

  it("shows the server's message for a used link", async () => {
    const page = openPage(`http://127.0.0.1:3000/confirm-email#${TOKEN}`, () =>
      json(410, {
        status: 410,
        code: "confirmation_used",
        message: "This confirmation link has already been used",
      }),
    );
    await vi.waitFor(() =>
      expect(page.status()).toBe("This confirmation link has already been used"),
    );
  });

  it("asks for the whole link when the fragment is missing, and posts nothing", async () => {
    const page = openPage("http://127.0.0.1:3000/confirm-email", () => json(200, {}));
    await vi.waitFor(() =>
      expect(page.status()).toBe(
        "This link holds no confirmation code. Open the link from the e-mail whole.",
      ),
    );
    expect(page.fetch).not.toHaveBeenCalled();
  });

  it("keeps the fragment for a reload when the server does not answer", async () => {
    const page = openPage(`http://127.0.0.1:3000/confirm-email#${TOKEN}`, () =>
      Promise.reject(new TypeError("Failed to fetch")),
    );
    await vi.waitFor(() =>
      expect(page.status()).toBe(
        "Ilha did not answer. Check your connection and reload this page.",
      ),
    );
    expect(location.hash).toBe(`#${TOKEN}`);
  });
});
