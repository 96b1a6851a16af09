import { ERRORS, type Site, siteProblems } from "@ilha/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen } from "@testing-library/react";
import axe from "axe-core";
import { describe, expect, it, vi } from "vitest";
import type { EditorSession } from "../../document/editor-session.ts";
import { testSession } from "../../sections-ui/test-session.ts";
import { SiteSettingsPanel } from "./site-settings-panel.tsx";

function renderPanel({
  session = testSession(),
  isShared = false,
}: {
  session?: EditorSession;
  isShared?: boolean;
} = {}) {
  const announce = vi.fn();
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queries}>
      <SiteSettingsPanel session={session} siteId="site" isShared={isShared} announce={announce} />
    </QueryClientProvider>,
  );
  const site = () => session.document.getState().site;
  return { ...view, session, site, announce };
}

/** A session on the sample site in `language`, the banners of `without` taken out. */
function sessionWithoutBanner({
  language,
  without,
}: {
  language: string;
  without: readonly string[];
}): EditorSession {
  const session = testSession({ language });
  const { site } = session.document.getState();
  const content = { ...site.content };
  for (const code of without) {
    const part = content[code];
    if (part !== undefined) content[code] = { ...part, consent: undefined };
  }
  session.document.setState({ site: { ...site, content } });
  return session;
}

/**
 * Axe's violations in the cookie banner's part. The parts left closed are `hidden="until-found"`,
 * which browsers keep out of focus and happy-dom does not, so they are not checked here.
 */
async function bannerAxeViolations(): Promise<string[]> {
  const part = screen.getByRole("button", { name: "Cookie banner" }).closest("h3")?.parentElement;
  if (!part) throw new Error("the cookie banner's part is shown");
  const results = await axe.run(part, { rules: { "color-contrast": { enabled: false } } });
  return results.violations.map((violation) => violation.id);
}
const button = (name: string) => screen.getByRole("button", { name });
const categoryTypes = (site: Site, language: string) =>
  site.content[language]?.consent?.categories.map((category) => category.type);

/** Types into a field and confirms with Enter, as an owner does. */
function typeAndConfirm(input: HTMLElement, value: string) {
  act(() => input.focus());
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: "Enter" });
}

const open = (section: string) => fireEvent.click(screen.getByRole("button", { name: section }));
const textbox = (name: string) => screen.getByRole("textbox", { name });

describe("SiteSettingsPanel: the site", () => {
  it("renames the site as one edit", () => {
    const { site, session } = renderPanel();
    typeAndConfirm(textbox("Site name"), "Maré Rent Madeira");
    expect(site().name).toBe("Maré Rent Madeira");
    expect(session.document.getState().history.undo).toHaveLength(1);
  });

  it("keeps the name when it is left empty, with spec §5's message", () => {
    const { site } = renderPanel();
    typeAndConfirm(textbox("Site name"), "");
    expect(site().name).toBe("Maré Rent");
    expect(screen.getByRole("alert").textContent).toBe("This field is required");
  });

  it("stores a valid e-mail and refuses an invalid one with core's message", () => {
    const { site } = renderPanel();
    const email = textbox("E-mail for the site's messages");
    typeAndConfirm(email, "bookings@mare.example");
    expect(site().settings.email).toBe("bookings@mare.example");
    typeAndConfirm(email, "bookings@");
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toBe("Please enter a valid email");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(email.getAttribute("aria-describedby")).toContain(alert.id);
    act(() => email.blur());
    expect(site().settings.email).toBe("bookings@mare.example");
    fireEvent.change(email, { target: { value: "bookings@mare.pt" } });
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("hides the e-mail from collaborators", () => {
    renderPanel({ isShared: true });
    expect(textbox("Site name")).toBeDefined();
    expect(screen.queryByRole("textbox", { name: "E-mail for the site's messages" })).toBeNull();
  });

  it("sets the favicon and refuses an unsafe social image address with core's message", () => {
    const { site } = renderPanel();
    typeAndConfirm(textbox("Favicon address"), "/images/icon.png");
    expect(site().settings.favicon).toBe("/images/icon.png");
    typeAndConfirm(textbox("Social image address"), "javascript:alert(1)");
    expect(screen.getByRole("alert").textContent).toBe(ERRORS.unsafeImageUrl.message);
    expect(site().settings.socialImage?.url).toBe("/images/social-1200.webp");
    typeAndConfirm(textbox("Social image address"), "/images/share.webp");
    expect(site().settings.socialImage).toEqual({
      url: "/images/share.webp",
      width: 1200,
      height: 630,
    });
  });

  it("turns the contact form's failure mark on and names the pages' generator, each one edit", () => {
    const { site, session } = renderPanel();
    expect(site().settings.shouldShowFormErrors).toBe(false);
    fireEvent.click(
      screen.getByRole("switch", {
        name: "Mark the contact form's button when a message fails to send",
      }),
    );
    expect(site().settings.shouldShowFormErrors).toBe(true);
    typeAndConfirm(textbox("Generator"), "Maré Rent");
    expect(site().settings.generator).toBe("Maré Rent");
    expect(session.document.getState().history.undo).toHaveLength(2);
  });

  it("turns the privacy-policy link out of the footer in every language", () => {
    const { site } = renderPanel();
    open("Privacy policy");
    fireEvent.click(screen.getByRole("switch", { name: "Show in the footer" }));
    expect(site().content.pt?.privacyPolicy?.showInFooter).toBe(false);
    expect(site().content.en?.privacyPolicy?.showInFooter).toBe(false);
  });

  it("shows the document's problem when the edit does not apply", () => {
    const session = testSession();
    const refused: EditorSession = {
      ...session,
      edit: () => {
        session.document.setState({ problem: ERRORS.invalidFieldValue.message });
        return false;
      },
    };
    renderPanel({ session: refused });
    typeAndConfirm(textbox("Site name"), "Other");
    expect(screen.getByRole("alert").textContent).toBe("This value does not fit the field");
    expect(session.document.getState().site.name).toBe("Maré Rent");
  });

  it("shows the document's values again when the edits are undone", () => {
    const { site, session } = renderPanel();
    typeAndConfirm(textbox("Site name"), "Other name");
    typeAndConfirm(textbox("E-mail for the site's messages"), "other@mare.example");
    act(() => void session.undo());
    act(() => void session.undo());
    expect(site().name).toBe("Maré Rent");
    expect(site().settings.email).toBe("reservas@mare-rent.example");
    expect(textbox("Site name")).toHaveProperty("value", "Maré Rent");
    expect(textbox("E-mail for the site's messages")).toHaveProperty(
      "value",
      "reservas@mare-rent.example",
    );
  });
});

describe("SiteSettingsPanel: integrations", () => {
  it("stores a valid analytics tag id and refuses an invalid one with core's message", () => {
    const { site } = renderPanel();
    expect(screen.queryByRole("textbox", { name: "Analytics tag id" })).toBeNull();
    open("Analytics and ads");
    expect(
      screen.getByRole("button", { name: "Analytics and ads" }).getAttribute("aria-expanded"),
    ).toBe("true");
    const tag = textbox("Analytics tag id");
    typeAndConfirm(tag, "G-ABC123DEF4");
    expect(site().settings.tracking.gtagId).toBe("G-ABC123DEF4");
    typeAndConfirm(tag, "<script>");
    expect(screen.getByRole("alert").textContent).toBe("Not a valid analytics tag id");
    expect(site().settings.tracking.gtagId).toBe("G-ABC123DEF4");
    typeAndConfirm(tag, "");
    expect(site().settings.tracking.gtagId).toBeUndefined();
  });

  it("sets live chats' keys and makes one of them the primary chat", () => {
    const { site } = renderPanel();
    open("Live chat");
    typeAndConfirm(textbox("Intercom key"), "abc123");
    typeAndConfirm(textbox("LiveChat key"), "lc-42");
    expect(site().settings.tracking.chatsData).toEqual([
      { name: "intercom", key: "abc123", isPrimary: true },
      { name: "livechat", key: "lc-42", isPrimary: false },
    ]);
    fireEvent.click(screen.getByRole("radio", { name: "LiveChat" }));
    expect(site().settings.tracking.chatsData.map((chat) => chat.isPrimary)).toEqual([false, true]);
    typeAndConfirm(textbox("Olark key"), "has space");
    expect(screen.getByRole("alert").textContent).toBe("Not a valid chat key");
    expect(site().settings.tracking.chatsData).toHaveLength(2);
  });

  it("activates Telegram with its name, its card's texts in each language, and moves the widget to the left", () => {
    const { site, session } = renderPanel();
    open("Messenger widget");
    fireEvent.click(screen.getByRole("switch", { name: "Show Telegram" }));
    typeAndConfirm(textbox("Telegram: Number, name or page"), "@marerent");
    fireEvent.click(screen.getByRole("radio", { name: "Left" }));
    for (const language of ["pt", "en"]) {
      const messengers = site().content[language]?.messengers;
      expect(messengers?.settings.alignment).toBe("left");
      expect(messengers?.data[1]).toMatchObject({
        name: "telegram",
        isActive: true,
        value: "@marerent",
      });
    }
    const card = (language: string) => site().content[language]?.messengers?.data[1]?.data;
    expect(card("pt")).toMatchObject({ buttonText: "Iniciar conversa" });
    expect(card("en")).toMatchObject({ buttonText: "Start Chat" });
    const untranslated = siteProblems(site()).flatMap((problem) =>
      problem.kind === "untranslated" ? [problem.path.join(".")] : [],
    );
    expect(untranslated).not.toContain("messengers.data.1.data.message");
    expect(untranslated).not.toContain("messengers.data.1.data.buttonText");
    act(() => void session.undo());
    act(() => void session.undo());
    act(() => void session.undo());
    expect(site().content.pt?.messengers?.data).toHaveLength(1);
    expect(site().translations?.en?.["site:messengers.data.1.data.buttonText"]).toBeUndefined();
    expect(screen.getByRole("switch", { name: "Show Telegram" })).toHaveProperty("checked", false);
  });

  it("keeps a WhatsApp number's digits and leading plus, and says so under the field", () => {
    const { site } = renderPanel();
    open("Messenger widget");
    const field = textbox("WhatsApp: Number, name or page");
    expect(field.getAttribute("aria-describedby")).toBeTruthy();
    const hint = document.getElementById(field.getAttribute("aria-describedby") ?? "");
    expect(hint?.textContent).toBe(
      "The phone number with its country code, such as +351 912 345 678. Only the digits and a leading + are kept.",
    );
    typeAndConfirm(field, "+351 (912) 345-678");
    for (const language of ["pt", "en"]) {
      expect(site().content[language]?.messengers?.data[0]?.value).toBe("+351912345678");
    }
    expect(textbox("WhatsApp: Number, name or page")).toHaveProperty("value", "+351912345678");
  });

  it("edits a chat card's greeting in the language in view only", () => {
    const { site } = renderPanel();
    open("Messenger widget");
    typeAndConfirm(textbox("WhatsApp: Greeting"), "Olá!");
    expect(site().content.pt?.messengers?.data[0]?.data.message).toBe("Olá!");
    expect(site().content.en?.messengers?.data[0]?.data.message).toContain("Hi there!");
  });
});

describe("SiteSettingsPanel: cookie banner", () => {
  it("edits the banner's text in the language in view and hides a button in every language", () => {
    const { site } = renderPanel();
    open("Cookie banner");
    typeAndConfirm(textbox("Banner text"), "Usamos cookies.");
    expect(site().content.pt?.consent?.consentText).toBe("Usamos cookies.");
    expect(site().content.en?.consent?.consentText).toContain("We use cookies");
    fireEvent.click(screen.getByRole("switch", { name: 'Show "Accept button"' }));
    expect(site().content.pt?.consent?.acceptBtn.isVisible).toBe(false);
    expect(site().content.en?.consent?.acceptBtn.isVisible).toBe(false);
  });

  it("edits a category's title", () => {
    const { site } = renderPanel();
    open("Cookie banner");
    typeAndConfirm(textbox("Analytics: Category title"), "Estatísticas");
    expect(site().content.pt?.consent?.categories[1]?.title).toBe("Estatísticas");
  });

  it("removes a category from every language, announces it and offers to add it back", async () => {
    const { site, announce } = renderPanel();
    open("Cookie banner");
    expect(screen.queryByRole("button", { name: "Remove the Essential category" })).toBeNull();
    fireEvent.click(button("Remove the Marketing category"));
    expect(categoryTypes(site(), "pt")).toEqual(["essential", "analytics", "functional"]);
    expect(categoryTypes(site(), "en")).toEqual(["essential", "analytics", "functional"]);
    expect(announce).toHaveBeenCalledWith("Marketing category removed from every language.");
    expect(screen.queryByRole("textbox", { name: "Marketing: Category title" })).toBeNull();
    expect(document.activeElement).toBe(button("Add the Marketing category"));
    expect(await bannerAxeViolations()).toEqual([]);
  });

  it("adds a missing category to every language in its place, with default texts", async () => {
    const { site, session, announce } = renderPanel();
    open("Cookie banner");
    fireEvent.click(button("Remove the Analytics category"));
    fireEvent.click(button("Add the Analytics category"));
    for (const language of ["pt", "en"]) {
      expect(categoryTypes(site(), language)).toEqual([
        "essential",
        "analytics",
        "marketing",
        "functional",
      ]);
      expect(site().content[language]?.consent?.categories[1]?.title).toBe("Analytics");
    }
    expect(announce).toHaveBeenLastCalledWith("Analytics category added to every language.");
    expect(textbox("Analytics: Category title")).toHaveProperty("value", "Analytics");
    expect(document.activeElement?.textContent).toBe("Analytics");
    expect(screen.getByText("Every category is listed.")).toBeDefined();
    expect(session.document.getState().history.undo).toHaveLength(2);
    expect(await bannerAxeViolations()).toEqual([]);
  });

  it("creates a banner in a language without one, copied from the primary language", async () => {
    const session = sessionWithoutBanner({ language: "en", without: ["en"] });
    const { site, announce } = renderPanel({ session });
    open("Cookie banner");
    expect(screen.queryByRole("textbox", { name: "Banner text" })).toBeNull();
    expect(screen.getByText(/This language has no cookie banner/).textContent).toContain(
      "copies the Portuguese banner",
    );
    expect(await bannerAxeViolations()).toEqual([]);
    fireEvent.click(button("Add a cookie banner"));
    expect(site().content.en?.consent).toEqual(site().content.pt?.consent);
    expect(announce).toHaveBeenCalledWith(
      "Cookie banner added, copied from Portuguese: translate its texts.",
    );
    expect(textbox("Banner text")).toHaveProperty("value", site().content.pt?.consent?.consentText);
    expect(document.activeElement?.textContent).toBe("Banner texts");
    typeAndConfirm(textbox("Banner text"), "We use cookies.");
    expect(site().content.en?.consent?.consentText).toBe("We use cookies.");
    expect(site().content.pt?.consent?.consentText).toContain("Utilizamos cookies");
    expect(await bannerAxeViolations()).toEqual([]);
    act(() => void session.undo());
    act(() => void session.undo());
    expect(site().content.en?.consent).toBeUndefined();
    expect(button("Add a cookie banner")).toBeDefined();
  });

  it("gives every language the default banner when none has one", () => {
    const session = sessionWithoutBanner({ language: "pt", without: ["pt", "en"] });
    const { site, announce } = renderPanel({ session });
    open("Cookie banner");
    fireEvent.click(button("Add a cookie banner"));
    for (const language of ["pt", "en"]) {
      expect(site().content[language]?.consent).toMatchObject({
        acceptBtn: { name: "Accept", isVisible: true },
        categories: [
          { type: "essential" },
          { type: "analytics" },
          { type: "marketing" },
          { type: "functional" },
        ],
      });
    }
    expect(announce).toHaveBeenCalledWith(
      "Cookie banner added to every language, with English texts to adapt.",
    );
  });
});

describe("SiteSettingsPanel: accessibility", () => {
  it("has no axe violations with every part open and an error shown", async () => {
    const { container } = renderPanel();
    for (const section of [
      "Privacy policy",
      "Analytics and ads",
      "Live chat",
      "Messenger widget",
      "Cookie banner",
      "Site file",
    ]) {
      open(section);
    }
    typeAndConfirm(textbox("E-mail for the site's messages"), "nope");
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
