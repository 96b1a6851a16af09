import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ComponentScope } from "../component-scope.tsx";
import { InlineText } from "../primitives/inline-text/inline-text.tsx";
import { ItemList } from "../primitives/item-list/item-list.tsx";
import type { FieldChange } from "../render-mode.tsx";
import { renderInSite } from "../test-support/render-section.tsx";
import { createEditKit } from "./edit-kit.tsx";
import { LogoResizer } from "./logo-resizer.tsx";

type FieldOptions = { value?: string; max?: number; isRequired?: boolean };

function renderField({ value = "Maré Rent", max = 30, isRequired = false }: FieldOptions = {}) {
  const changes: FieldChange[] = [];
  const view = renderInSite(
    <ComponentScope id="hero">
      <InlineText as="h1" value={value} field={["title"]} max={max} isRequired={isRequired} />
    </ComponentScope>,
    { mode: "edit", onChange: (change) => changes.push(change) },
  );
  const field = screen.getByRole("textbox");
  return { changes, field, view };
}

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
    const { field } = renderField({ value: "Maré Rent", max: 30 });
    expect(screen.queryByText("9/30")).toBeNull();
    fireEvent.focus(field);
    expect(screen.getByText("9/30").dataset.counter).toBe("ok");
  });

  it("warns near the limit when fewer than 5 characters are left", () => {
    const { field } = renderField({ max: 30 });
    fireEvent.focus(field);
    type(field, "a".repeat(25));
    expect(screen.getByText("25/30").dataset.counter).toBe("ok");
    type(field, "a".repeat(26));
    expect(screen.getByText("26/30").dataset.counter).toBe("near");
  });

  it("cuts input beyond the limit and shows the over-limit warning", () => {
    const { field } = renderField({ max: 30 });
    fireEvent.focus(field);
    type(field, "a".repeat(35));
    expect(field.textContent).toBe("a".repeat(30));
    expect(screen.getByRole("status").textContent).toBe(
      "Your have exceeded the maximum character limit.",
    );
  });

  it("defaults to a maximum of 320", () => {
    const changes: FieldChange[] = [];
    renderInSite(
      <ComponentScope id="c">
        <InlineText as="p" value="" field={["x"]} />
      </ComponentScope>,
      { mode: "edit", onChange: (change) => changes.push(change) },
    );
    const field = screen.getByRole("textbox");
    fireEvent.focus(field);
    expect(screen.getByText("0/320")).toBeTruthy();
  });

  it("restores the previous value when a required field is left empty", () => {
    const { field, changes } = renderField({ value: "Maré Rent", isRequired: true });
    fireEvent.focus(field);
    type(field, "   ");
    fireEvent.blur(field);
    expect(field.textContent).toBe("Maré Rent");
    expect(screen.getByRole("status").textContent).toBe("This field is required");
    expect(changes).toEqual([]);
  });

  it("reports an empty value and shows the placeholder when an optional field is emptied", () => {
    const { field, changes } = renderField({ value: "Subtitle" });
    fireEvent.focus(field);
    type(field, "");
    fireEvent.blur(field);
    expect(field.textContent).toBe("");
    expect(field.dataset.placeholder).toBe("Your text");
    expect(changes).toEqual([{ componentId: "hero", path: ["title"], value: "" }]);
  });

  it("reports a changed value on blur, and nothing for an unchanged one", () => {
    const { field, changes } = renderField({ value: "Old" });
    fireEvent.focus(field);
    fireEvent.blur(field);
    expect(changes).toEqual([]);
    fireEvent.focus(field);
    type(field, "New title");
    expect(changes).toEqual([]);
    fireEvent.blur(field);
    expect(changes).toEqual([{ componentId: "hero", path: ["title"], value: "New title" }]);
  });

  it("reports after a 1 s debounce in interactive mode", () => {
    vi.useFakeTimers();
    const changes: FieldChange[] = [];
    const kit = createEditKit({ isInteractive: true });
    renderInSite(
      <ComponentScope id="hero">
        <kit.InlineText as="p" value="Old" field={["title"]} />
      </ComponentScope>,
      { mode: "edit", onChange: (change) => changes.push(change) },
    );
    const field = screen.getByRole("textbox");
    fireEvent.focus(field);
    type(field, "Typed");
    act(() => vi.advanceTimersByTime(999));
    expect(changes).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(changes).toEqual([{ componentId: "hero", path: ["title"], value: "Typed" }]);
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

describe("item lists in edit mode", () => {
  function renderList(items: string[], limits = { min: 1, max: 3 }) {
    const changes: FieldChange[] = [];
    renderInSite(
      <ComponentScope id="pricing">
        <ul>
          <ItemList
            field={["plans"]}
            items={items}
            limits={limits}
            makeItem={() => "new"}
            itemLabel="plan"
            addAs="li"
            render={(item, _index, controls) => (
              <li>
                {item}
                {controls}
              </li>
            )}
          />
        </ul>
      </ComponentScope>,
      { mode: "edit", onChange: (change) => changes.push(change) },
    );
    return changes;
  }

  it("adds and removes items", () => {
    const changes = renderList(["a", "b"]);
    fireEvent.click(screen.getByRole("button", { name: "Add plan" }));
    fireEvent.click(screen.getByRole("button", { name: "Remove plan 1" }));
    expect(changes).toEqual([
      { componentId: "pricing", path: ["plans"], value: ["a", "b", "new"] },
      { componentId: "pricing", path: ["plans"], value: ["b"] },
    ]);
  });

  it("keeps a list's children list items: each remove control inside its item, the add control in its own", () => {
    renderList(["a", "b"]);
    const list = screen.getByRole("list");
    expect([...list.children].map((child) => child.tagName)).toEqual(["LI", "LI", "LI"]);
    expect(
      screen.getByRole("button", { name: "Remove plan 2" }).closest("li")?.textContent,
    ).toContain("b");
    expect(screen.getByRole("button", { name: "Add plan" }).closest("li")).not.toBeNull();
  });

  it("keeps the count within its limits", () => {
    renderList(["a"], { min: 1, max: 1 });
    expect((screen.getByRole("button", { name: "Add plan" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(
      (screen.getByRole("button", { name: "Remove plan 1" }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it("renders the items alone in view mode", () => {
    renderInSite(
      <ItemList
        field={["x"]}
        items={["a"]}
        limits={{ min: 0, max: 2 }}
        makeItem={() => "n"}
        itemLabel="x"
        render={(item) => <span>{item}</span>}
      />,
    );
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByText("a")).toBeTruthy();
  });
});

describe("logo resize", () => {
  it("clamps the dragged width and reports it once, at drag end", () => {
    const changes: FieldChange[] = [];
    renderInSite(
      <ComponentScope id="header">
        <LogoResizer field={["logoWidth"]} width={150} bounds={{ min: 10, max: 200 }}>
          <span>logo</span>
        </LogoResizer>
      </ComponentScope>,
      { mode: "edit", onChange: (change) => changes.push(change) },
    );
    const handle = screen.getByRole("slider", { name: "Logo width" });
    fireEvent.pointerDown(handle, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 400, pointerId: 1 });
    expect(handle.getAttribute("aria-valuenow")).toBe("200");
    expect(changes).toEqual([]);
    fireEvent.pointerMove(handle, { clientX: 120, pointerId: 1 });
    fireEvent.pointerUp(handle, { clientX: 120, pointerId: 1 });
    expect(changes).toEqual([{ componentId: "header", path: ["logoWidth"], value: 170 }]);
  });
});
