import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ICON_PATHS } from "../../primitives/icon/icon-paths.ts";
import { type FakeCall, installFakeFetch } from "../../test-support/fake-fetch.ts";
import { renderInSite } from "../../test-support/render-section.tsx";
import { ReportFlow } from "./report-flow.tsx";

let fetches: ReturnType<typeof installFakeFetch>;
let closed = 0;

beforeEach(() => {
  fetches = installFakeFetch();
  closed = 0;
});

afterEach(() => fetches.restore());

/** Waits out the Modal's 300 ms animation (and its animation frame). */
const animation = () => act(() => new Promise((done) => setTimeout(done, 350)));

async function openFlow() {
  renderInSite(<ReportFlow onDone={() => (closed += 1)} />);
  await animation();
  return screen.getByRole("dialog", { name: "What's wrong with this website?" });
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const errorOf = (input: HTMLElement) =>
  document.getElementById(input.id.concat("-error")) as HTMLElement;
const counterOf = (input: HTMLElement) =>
  document.getElementById(input.id.concat("-counter")) as HTMLElement;
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

async function fillAndSend() {
  type(field("E-mail"), " ana@example.pt ");
  type(field("Name"), "Ana Sousa");
  type(field("Comment"), "The prices are not real.");
  fireEvent.click(screen.getByRole("button", { name: "SEND" }));
}

async function answer(call: FakeCall | undefined, reply: { status: number; json?: unknown }) {
  await act(async () => call?.respond(reply));
  await animation();
  await animation();
}

describe("the report flow", () => {
  it("opens the form with its fields, counters, note and buttons", async () => {
    const dialog = await openFlow();
    for (const label of ["E-mail", "Name", "Comment"]) expect(within(dialog).getByLabelText(label));
    expect(counterOf(field("Name")).textContent).toBe("0/255");
    expect(counterOf(field("Comment")).textContent).toBe("0/255");
    expect(
      within(dialog).getByText(/confirm that the information you give is correct/),
    ).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "SEND" })).toBeTruthy();
  });

  it("shows the spec's messages on SEND and sends nothing", async () => {
    await openFlow();
    type(field("E-mail"), "ana@");
    fireEvent.click(screen.getByRole("button", { name: "SEND" }));
    expect(errorOf(field("E-mail")).textContent).toBe("Please put a correct e-mail");
    expect(errorOf(field("Name")).textContent).toBe("Required field");
    expect(errorOf(field("Comment")).textContent).toBe("Required field");
    expect(field("Name").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(field("E-mail"));
    type(field("E-mail"), "");
    fireEvent.click(screen.getByRole("button", { name: "SEND" }));
    expect(errorOf(field("E-mail")).textContent).toBe("Required field");
    type(field("E-mail"), "a");
    expect(errorOf(field("E-mail")).hidden).toBe(true);
    expect(fetches.calls).toEqual([]);
  });

  it("counts characters, warns under 6 left and cuts input at 255 with the limit message", async () => {
    await openFlow();
    const name = field("Name");
    type(name, "x".repeat(249));
    expect([counterOf(name).textContent, counterOf(name).hasAttribute("data-warning")]).toEqual([
      "249/255",
      false,
    ]);
    type(name, "x".repeat(250));
    expect([counterOf(name).textContent, counterOf(name).hasAttribute("data-warning")]).toEqual([
      "250/255",
      true,
    ]);
    type(name, "y".repeat(300));
    expect(name.value).toBe("y".repeat(255));
    expect(counterOf(name).textContent).toBe("255/255");
    expect(errorOf(name).textContent).toBe("Your have exceeded the maximum character limit.");
  });

  it("posts the report once and opens the success modal", async () => {
    await openFlow();
    await fillAndSend();
    fireEvent.click(screen.getByRole("button", { name: "SEND" }));
    expect(fetches.calls).toHaveLength(1);
    const [call] = fetches.calls;
    expect([call?.method, call?.url, call?.headers["content-type"]]).toEqual([
      "POST",
      "/api/v1/sites/form/compliance/bilingual/",
      "application/json",
    ]);
    expect(call?.body).toEqual({
      email: "ana@example.pt",
      name: "Ana Sousa",
      comment: "The prices are not real.",
      siteHash: "bilingual01",
    });
    await answer(call, { status: 204 });
    expect(screen.queryByRole("dialog", { name: "What's wrong with this website?" })).toBeNull();
    expect(screen.getByRole("dialog", { name: "Information has been successfully sent" }));
  });

  it.each([
    [403, { message: "This site was already reported." }, "Thanks for the report!", "warning"],
    [500, { message: "Database down" }, "Something went wrong", "error"],
    [502, undefined, "Something went wrong", "error"],
  ])("answers a %i with its title, icon and message", async (status, json, title, icon) => {
    await openFlow();
    await fillAndSend();
    await answer(fetches.calls[0], { status, json });
    const dialog = screen.getByRole("dialog", { name: title });
    expect(dialog.textContent).toContain(json?.message ?? "Please refresh page to load data");
    const path = dialog.querySelector("h2 svg path")?.getAttribute("d");
    expect(path).toBe(ICON_PATHS[icon]);
  });

  it('shows "Please refresh page to load data" when no reply arrives', async () => {
    await openFlow();
    await fillAndSend();
    await act(async () => fetches.calls[0]?.failNetwork("Failed to fetch"));
    await animation();
    await animation();
    const dialog = screen.getByRole("dialog", { name: "Something went wrong" });
    expect(dialog.textContent).toContain("Please refresh page to load data");
    expect(dialog.textContent).not.toContain("Failed to fetch");
  });

  it("ends when Cancel closes the form", async () => {
    await openFlow();
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await animation();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(closed).toBe(1);
  });
});
