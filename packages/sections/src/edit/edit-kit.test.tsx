import type { OperationInput, SectionType } from "@ilha/core";
import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ComponentScope } from "../component-scope.tsx";
import { InlineText } from "../primitives/inline-text/inline-text.tsx";
import { renderInSite } from "../test-support/render-section.tsx";
import { createEditKit } from "./edit-kit.tsx";
import { LogoResizer } from "./logo-resizer.tsx";

type FieldOptions = {
  type?: SectionType;
  path?: (string | number)[];
  value?: string;
  data?: unknown;
};

/** An editable text of a section of `type` (the hero's title by default), as core describes it. */
function renderField({
  type = "hero-header",
  path = ["title"],
  value = "Maré Rent",
  data = {},
}: FieldOptions = {}) {
  const operations: OperationInput[] = [];
  const view = renderInSite(
    <ComponentScope scope={{ kind: "section", id: "hero", type, data }}>
      <InlineText as="h1" value={value} field={path} />
    </ComponentScope>,
    { mode: "edit", onEdit: (edit) => operations.push(...edit) },
  );
  const field = screen.getByRole("textbox");
  return { operations, field, view };
}

const setTitle = (value: string) => ({
  op: "setField",
  language: "en",
  pagePath: "/",
  sectionId: "hero",
  path: ["title"],
  value,
});

function type(field: HTMLElement, text: string) {
  field.textContent = text;
  fireEvent.input(field);
}

afterEach(() => {
  vi.useRealTimers();
});

describe("inline text in view mode", () => {
  it("renders nothing for an empty text and line breaks as <br>", () => {
    const { container } = renderInSite(
      <>
        <InlineText as="p" value="" field={["a"]} />
        <InlineText as="p" value={"Linha 1\nLinha 2"} field={["b"]} />
      </>,
    );
    expect(container.querySelectorAll("p")).toHaveLength(1);
    expect(container.querySelector("p")?.innerHTML).toBe("Linha 1<br>Linha 2");
  });

  it("never injects text as HTML", () => {
    const { container } = renderInSite(
      <InlineText as="p" value={'<img src=x onerror="alert(1)">'} field={["a"]} />,
    );
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("p")?.textContent).toBe('<img src=x onerror="alert(1)">');
  });
});

describe("inline text in edit mode", () => {
  it("keeps an empty field visible with the placeholder Your text", () => {
    const { field } = renderField({ value: "" });
    expect(field.getAttribute("contenteditable")).toBe("true");
    expect(field.dataset.placeholder).toBe("Your text");
    expect(field.dataset.field).toBe("title");
  });

  it("shows the counter length/max while focused", () => {
    const { field } = renderField({ value: "Maré Rent" });
    expect(screen.queryByText("9/30")).toBeNull();
    fireEvent.focus(field);
    expect(screen.getByText("9/30").dataset.counter).toBe("ok");
  });

  it("warns near the limit when fewer than 5 characters are left", () => {
    const { field } = renderField();
    fireEvent.focus(field);
    type(field, "a".repeat(25));
    expect(screen.getByText("25/30").dataset.counter).toBe("ok");
    type(field, "a".repeat(26));
    expect(screen.getByText("26/30").dataset.counter).toBe("near");
  });

  it("cuts input beyond the limit and shows the over-limit warning", () => {
    const { field } = renderField();
    fireEvent.focus(field);
    type(field, "a".repeat(35));
    expect(field.textContent).toBe("a".repeat(30));
    expect(screen.getByRole("status").textContent).toBe(
      "Your have exceeded the maximum character limit.",
    );
  });

  it("takes the limit core gives the field: 320 for a text without one of its own", () => {
    const { field } = renderField({ type: "footer", path: ["copyrightText"], value: "" });
    fireEvent.focus(field);
    expect(screen.getByText("0/320")).toBeTruthy();
    expect(field.getAttribute("aria-label")).toBe("Copyright text");
  });

  it("restores the previous value when a required field is left empty", () => {
    const { field, operations } = renderField({
      type: "pricing",
      path: ["plans", 0, "labelTitle"],
      value: "25 €",
    });
    expect(field.getAttribute("aria-required")).toBe("true");
    fireEvent.focus(field);
    expect(screen.getByText("4/15")).toBeTruthy();
    type(field, "   ");
    fireEvent.blur(field);
    expect(field.textContent).toBe("25 €");
    expect(screen.getByRole("status").textContent).toBe("This field is required");
    expect(operations).toEqual([]);
  });

  it("requires a text of spec §5's pairs only while the other is empty", () => {
    const alone = renderField({ type: "long-text", value: "Terms", data: { subtitle: "" } });
    expect(alone.field.getAttribute("aria-required")).toBe("true");
    alone.view.unmount();
    const paired = renderField({ type: "long-text", value: "Terms", data: { subtitle: "All" } });
    expect(paired.field.hasAttribute("aria-required")).toBe(false);
  });

  it("reports an empty value and shows the placeholder when an optional field is emptied", () => {
    const { field, operations } = renderField({ value: "Subtitle" });
    fireEvent.focus(field);
    type(field, "");
    fireEvent.blur(field);
    expect(field.textContent).toBe("");
    expect(field.dataset.placeholder).toBe("Your text");
    expect(operations).toEqual([setTitle("")]);
  });

  it("reports a changed value on blur as an operation of the page's language, nothing when unchanged", () => {
    const { field, operations } = renderField({ value: "Old" });
    expect(field.getAttribute("aria-label")).toBe("Title");
    fireEvent.focus(field);
    fireEvent.blur(field);
    expect(operations).toEqual([]);
    fireEvent.focus(field);
    type(field, "New title");
    expect(operations).toEqual([]);
    fireEvent.blur(field);
    expect(operations).toEqual([setTitle("New title")]);
  });

  it("reports after a 1 s debounce in interactive mode", () => {
    vi.useFakeTimers();
    const operations: OperationInput[] = [];
    const kit = createEditKit({ isInteractive: true });
    renderInSite(
      <ComponentScope scope={{ kind: "section", id: "hero", type: "hero-header", data: {} }}>
        <kit.InlineText as="p" value="Old" field={["title"]} />
      </ComponentScope>,
      { mode: "edit", onEdit: (edit) => operations.push(...edit) },
    );
    const field = screen.getByRole("textbox");
    fireEvent.focus(field);
    type(field, "Typed");
    act(() => vi.advanceTimersByTime(999));
    expect(operations).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(operations).toEqual([setTitle("Typed")]);
  });

  it("inserts a line break on Enter", () => {
    const { field } = renderField({ value: "Linha" });
    fireEvent.focus(field);
    const event = fireEvent.keyDown(field, { key: "Enter" });
    expect(event).toBe(false);
    expect(field.textContent).toContain("\n");
  });

  it("pastes plain text only", () => {
    const { field } = renderField({ value: "" });
    fireEvent.focus(field);
    const clipboardData = {
      getData: (kind: string) => (kind === "text/plain" ? "<b>bold</b>" : ""),
    };
    const isDefault = fireEvent.paste(field, { clipboardData });
    expect(isDefault).toBe(false);
    expect(field.querySelector("b")).toBeNull();
    expect(field.textContent).toContain("<b>bold</b>");
  });

  it("blocks drops and the bold and italic shortcuts", () => {
    const { field } = renderField();
    expect(fireEvent.drop(field)).toBe(false);
    expect(fireEvent.keyDown(field, { key: "b", ctrlKey: true })).toBe(false);
    expect(fireEvent.keyDown(field, { key: "i", metaKey: true })).toBe(false);
    expect(fireEvent.keyDown(field, { key: "a" })).toBe(true);
  });
});

describe("logo resize", () => {
  it("clamps the dragged width and reports it once, at drag end", () => {
    const operations: OperationInput[] = [];
    renderInSite(
      <ComponentScope scope={{ kind: "section", id: "header", type: "navbar-header", data: {} }}>
        <LogoResizer field={["logoWidth"]} width={150} bounds={{ min: 10, max: 200 }}>
          <span>logo</span>
        </LogoResizer>
      </ComponentScope>,
      { mode: "edit", onEdit: (edit) => operations.push(...edit) },
    );
    const handle = screen.getByRole("slider", { name: "Logo width" });
    fireEvent.pointerDown(handle, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 400, pointerId: 1 });
    expect(handle.getAttribute("aria-valuenow")).toBe("200");
    expect(operations).toEqual([]);
    fireEvent.pointerMove(handle, { clientX: 120, pointerId: 1 });
    fireEvent.pointerUp(handle, { clientX: 120, pointerId: 1 });
    expect(operations).toEqual([
      {
        op: "setField",
        language: "en",
        pagePath: "/",
        sectionId: "header",
        path: ["logoWidth"],
        value: 170,
      },
    ]);
  });
});
