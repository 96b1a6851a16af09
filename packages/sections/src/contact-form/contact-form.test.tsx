import { createEvent, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { COLOR_MODES, type ColorMode, patchData } from "../test-support/fixtures.ts";
import { makeComponent, renderInSite } from "../test-support/render-section.tsx";
import { axeViolations, expectHydrationUnchanged } from "../test-support/section-checks.ts";
import { contactFormConfig } from "./contact-form.config.ts";
import { ContactForm } from "./contact-form.tsx";

const booking = {
  title: "Book your vehicle",
  paragraph: "Tell us your dates and the vehicle you prefer.",
  buttonText: "Send",
  placeholders: { name: "Your name", email: "Your e-mail", message: "Dates, vehicle and message" },
  blocks: [
    {
      iconName: "clock",
      title: "Opening hours",
      paragraph1: "Every day",
      paragraph2: "09:00 – 18:00",
    },
    { iconName: "phone", title: "Phone", paragraph1: "+351 291 980 120", paragraph2: "" },
    { iconName: "mail", title: "E-mail", paragraph1: "reservas@mare-rent.example", paragraph2: "" },
  ],
};

function contactForm(colorMode: ColorMode = "LIGHT") {
  return makeComponent("contact-form", booking, { colorMode });
}

type ContactComponent = ReturnType<typeof contactForm>;

const withData = (patch: Partial<ContactComponent["data"]>) => patchData(contactForm(), patch);

const form = (container: HTMLElement) => container.querySelector("form") as HTMLFormElement;

describe("ContactForm", () => {
  it.each(COLOR_MODES)(
    "renders the heading, form and contact details in the %s colour mode",
    (mode) => {
      const { container } = renderInSite(
        <ContactForm component={contactForm(mode)} isFirst={false} />,
      );
      expect(container.querySelector("section")?.getAttribute("data-color-mode")).toBe(mode);
      expect(screen.getByRole("heading", { level: 2, name: booking.title })).toBeTruthy();
      expect(screen.getByText(booking.paragraph)).toBeTruthy();
      expect(screen.getByRole("button", { name: "Send" })).toBeTruthy();
      const details = screen
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent);
      expect(details).toEqual(["Opening hours", "Phone", "E-mail"]);
      expect(screen.getByText("09:00 – 18:00")).toBeTruthy();
    },
  );

  it("posts to the site's contact endpoint without browser validation", () => {
    const { container } = renderInSite(<ContactForm component={contactForm()} isFirst={false} />);
    expect(form(container).getAttribute("method")).toBe("post");
    expect(form(container).getAttribute("action")).toBe("/api/v1/sites/form/contact/bilingual/");
    expect(form(container).hasAttribute("novalidate")).toBe(true);
    expect(screen.getByRole("button", { name: "Send" }).getAttribute("type")).toBe("submit");
  });

  it("labels the name, e-mail and message fields, with the placeholders of the data", () => {
    renderInSite(<ContactForm component={contactForm()} isFirst={false} />);
    const name = screen.getByLabelText(/^Name/) as HTMLInputElement;
    const email = screen.getByLabelText(/^E-mail/) as HTMLInputElement;
    const message = screen.getByLabelText(/^Message/) as HTMLTextAreaElement;
    expect([name.name, name.type, name.autocomplete, name.required]).toEqual([
      "name",
      "text",
      "name",
      true,
    ]);
    expect([email.name, email.type, email.autocomplete, email.required]).toEqual([
      "email",
      "email",
      "email",
      true,
    ]);
    expect([message.name, message.tagName, message.required]).toEqual([
      "message",
      "TEXTAREA",
      false,
    ]);
    expect([name.placeholder, email.placeholder, message.placeholder]).toEqual(
      Object.values(booking.placeholders),
    );
  });

  it("labels the fields in the page's language", () => {
    renderInSite(<ContactForm component={contactForm()} isFirst={false} />, { language: "pt" });
    expect(screen.getByLabelText(/^Nome/)).toBeTruthy();
    expect(screen.getByLabelText(/^Mensagem/)).toBeTruthy();
  });

  it("describes each field by an empty, hidden error slot", () => {
    renderInSite(<ContactForm component={contactForm()} isFirst={false} />);
    for (const label of [/^Name/, /^E-mail/, /^Message/]) {
      const field = screen.getByLabelText(label);
      const slot = document.getElementById(field.getAttribute("aria-describedby") ?? "");
      expect(slot?.getAttribute("role")).toBe("alert");
      expect(slot?.hidden).toBe(true);
      expect(slot?.textContent).toBe("");
    }
  });

  it("holds a honeypot field that people and assistive technology skip", () => {
    const { container } = renderInSite(<ContactForm component={contactForm()} isFirst={false} />);
    const honeypot = container.querySelector('input[name="website"]') as HTMLInputElement;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.getAttribute("autocomplete")).toBe("off");
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it("links phone numbers and e-mail addresses of the details, in the same tab", () => {
    renderInSite(<ContactForm component={contactForm()} isFirst={false} />);
    const phone = screen.getByRole("link", { name: "+351 291 980 120" });
    const email = screen.getByRole("link", { name: "reservas@mare-rent.example" });
    expect(phone.getAttribute("href")).toBe("tel:+351291980120");
    expect(email.getAttribute("href")).toBe("mailto:reservas@mare-rent.example");
    expect(phone.getAttribute("target")).toBeNull();
    expect(screen.getAllByRole("link")).toHaveLength(2);
  });

  it("leaves out empty details, lines and placeholders in view mode", () => {
    const empty = {
      iconName: "",
      title: "",
      paragraph1: "",
      paragraph2: "",
      titleAlignment: "left",
      paragraphAlignment: "left",
    } as const;
    const component = withData({
      paragraph: "",
      placeholders: { name: "", email: "Your e-mail", message: "" },
      blocks: [empty, { ...empty, title: "Opening hours", paragraph2: "09:00 – 18:00" }],
    });
    const { container } = renderInSite(<ContactForm component={component} isFirst={false} />);
    expect(screen.getAllByRole("listitem")).toHaveLength(1);
    expect(container.querySelectorAll("li p")).toHaveLength(1);
    expect(container.querySelector("li svg")).toBeNull();
    expect(screen.getByLabelText(/^Name/).hasAttribute("placeholder")).toBe(false);
    expect(screen.getByLabelText(/^E-mail/).getAttribute("placeholder")).toBe("Your e-mail");
  });

  it("keeps the form when every text of the section is empty", () => {
    const component = withData({ title: "", paragraph: "", blocks: [] });
    const { container } = renderInSite(<ContactForm component={component} isFirst={false} />);
    expect(container.querySelector("h2")).toBeNull();
    expect(screen.queryByRole("list")).toBeNull();
    expect(form(container)).not.toBeNull();
  });

  it("has no axe violations", async () => {
    const { container } = renderInSite(<ContactForm component={contactForm()} isFirst={false} />);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("hydrates the server markup without changes or errors", async () => {
    await expectHydrationUnchanged(<ContactForm component={contactForm()} isFirst />);
  });

  describe("in edit mode", () => {
    it("edits the placeholders inline, showing the spec's for empty ones", () => {
      const component = withData({ placeholders: { name: "", email: "", message: "" } });
      renderInSite(<ContactForm component={component} isFirst={false} />, { mode: "edit" });
      const placeholderOf = (name: string) =>
        screen.getByRole("textbox", { name }).getAttribute("data-placeholder");
      expect(placeholderOf("Name placeholder")).toBe("Enter your name");
      expect(placeholderOf("E-mail placeholder")).toBe("Enter your email");
      expect(placeholderOf("Message placeholder")).toBe("Enter your message");
    });

    it("keeps empty texts editable, the button text among them", () => {
      const component = withData({
        title: "",
        paragraph: "",
        buttonText: "",
        blocks: [
          {
            ...booking.blocks[0],
            title: "",
            paragraph1: "",
            paragraph2: "",
            iconName: "clock",
            titleAlignment: "left",
            paragraphAlignment: "left",
          },
        ],
      });
      const { container } = renderInSite(<ContactForm component={component} isFirst={false} />, {
        mode: "edit",
      });
      for (const field of [
        "title",
        "paragraph",
        "buttonText",
        "blocks.0.title",
        "blocks.0.paragraph1",
        "blocks.0.paragraph2",
      ])
        expect(
          container.querySelector(`[data-field="${field}"]`)?.getAttribute("contenteditable"),
        ).toBe("true");
      expect(screen.getByRole("button", { name: "Add contact detail" })).toBeTruthy();
    });

    it("does not submit", () => {
      const { container } = renderInSite(
        <ContactForm component={contactForm()} isFirst={false} />,
        { mode: "edit" },
      );
      const submit = createEvent.submit(form(container));
      fireEvent(form(container), submit);
      expect(submit.defaultPrevented).toBe(true);
    });
  });

  describe("config", () => {
    it("belongs to the contact category and its defaults validate", () => {
      expect(contactFormConfig.category).toBe("contact");
      expect(makeComponent("contact-form", contactFormConfig.defaults()).data.buttonText).not.toBe(
        "",
      );
    });
  });
});
