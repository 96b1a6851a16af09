import type { OperationInput } from "@ilha/core";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { HeroHeader } from "../hero-header/hero-header.tsx";
import { makeComponent, renderInSite } from "../test-support/render-section.tsx";
import { axeViolations } from "../test-support/section-checks.ts";
import styles from "./link-editor.module.css";

const hero = makeComponent(
  "hero-header",
  {
    title: "Porto Santo",
    buttons: [{ buttonText: "Book now", buttonUrl: "/booking", type: "primary" }],
    headerSocials: [{ icon: "facebook", socialUrl: "https://www.facebook.com/marerent" }],
  },
  { id: "hero" },
);

function renderHero() {
  const operations: OperationInput[] = [];
  const view = renderInSite(<HeroHeader component={hero} isFirst />, {
    mode: "edit",
    onEdit: (edit) => operations.push(...edit),
  });
  return { operations, view };
}

function openEditor(name: string) {
  fireEvent.click(screen.getByRole("button", { name }));
  const form = screen.getByRole("form", { name });
  return { form, input: within(form).getByLabelText("Link address") as HTMLInputElement };
}

describe("the link editor beside a button or social in edit mode", () => {
  it("anchors its form only while it is open (a closed editor is no positioned box)", () => {
    renderHero();
    const editor = screen.getByRole("button", { name: "Link of Book now" }).parentElement;
    expect(styles.open).toBeTruthy();
    expect(editor?.classList.contains(styles.open as string)).toBe(false);
    openEditor("Link of Book now");
    expect(editor?.classList.contains(styles.open as string)).toBe(true);
  });

  it("sets a button's address, giving one without a scheme http:// as its target", () => {
    const { operations } = renderHero();
    const { form, input } = openEditor("Link of Book now");
    expect(input.value).toBe("/booking");
    expect(within(form).getByText("Goes to /booking on this site")).toBeTruthy();
    fireEvent.change(input, { target: { value: "www.facebook.com/marerent" } });
    expect(
      within(form).getByText("Opens http://www.facebook.com/marerent in a new tab"),
    ).toBeTruthy();
    fireEvent.click(within(form).getByRole("button", { name: "Save" }));
    expect(operations).toEqual([
      {
        op: "setField",
        language: "en",
        pagePath: "/",
        sectionId: "hero",
        path: ["buttons", 0, "buttonUrl"],
        value: "www.facebook.com/marerent",
      },
    ]);
    expect(screen.queryByRole("form")).toBeNull();
  });

  it("refuses an unsafe address with the catalogue's message and saves nothing", () => {
    const { operations } = renderHero();
    const { form, input } = openEditor("Link of Facebook");
    fireEvent.change(input, { target: { value: "javascript:alert(1)" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save" }));
    expect(within(form).getByRole("alert").textContent).toBe(
      "Only http(s), mailto, tel, relative and hash links are allowed",
    );
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(operations).toEqual([]);
  });

  it("offers the site's pages as internal targets", () => {
    renderHero();
    const { input } = openEditor("Link of Book now");
    const list = document.getElementById(input.getAttribute("list") ?? "");
    const paths = [...(list?.querySelectorAll("option") ?? [])].map((option) => option.value);
    expect(paths).toEqual(["/", "/about"]);
  });

  it("leaves the address as it was on Escape or Cancel, and sits beside the link, not inside it", async () => {
    const { operations, view } = renderHero();
    const toggle = screen.getByRole("button", { name: "Link of Book now" });
    expect(toggle.closest("a")).toBeNull();
    const { form, input } = openEditor("Link of Book now");
    fireEvent.change(input, { target: { value: "/elsewhere" } });
    // Escape closes the form and goes no further; the focus is back on the link's button.
    let isEscapeOut = false;
    const outside = (event: KeyboardEvent) => {
      if (event.key === "Escape") isEscapeOut = true;
    };
    document.addEventListener("keydown", outside);
    fireEvent.keyDown(input, { key: "Escape" });
    document.removeEventListener("keydown", outside);
    expect(isEscapeOut).toBe(false);
    expect(screen.queryByRole("form")).toBeNull();
    expect(document.activeElement).toBe(toggle);
    expect(operations).toEqual([]);
    expect(form.isConnected).toBe(false);
    const again = openEditor("Link of Book now");
    fireEvent.click(within(again.form).getByRole("button", { name: "Cancel" }));
    expect(document.activeElement).toBe(toggle);
    openEditor("Link of Book now");
    expect(await axeViolations(view.container)).toEqual([]);
  });
});
