import type { OperationInput, SectionType } from "@ilha/core";
import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ComponentScope } from "../component-scope.tsx";
import { InlineText } from "../primitives/inline-text/inline-text.tsx";
import { ItemList } from "../primitives/item-list/item-list.tsx";
import { renderInSite } from "../test-support/render-section.tsx";
import { createEditKit } from "./edit-kit.tsx";
import { SectionInUseProvider } from "./section-in-use.ts";
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

describe("item lists in edit mode", () => {
  /** A list of `type`'s `path` with `items`, as core counts it. */
  function renderList<T>({
    type = "pricing",
    path = ["plans"],
    items,
    makeItem,
    label = "plan",
    isInUse = true,
  }: {
    type?: SectionType;
    path?: string[];
    items: T[];
    makeItem: () => T;
    label?: string;
    isInUse?: boolean;
  }) {
    const operations: OperationInput[] = [];
    renderInSite(
      <SectionInUseProvider value={isInUse}>
        <ComponentScope scope={{ kind: "section", id: "prices", type, data: {} }}>
          <ul>
            <ItemList
              field={path}
              items={items}
              makeItem={makeItem}
              itemLabel={label}
              addAs="li"
              render={(item, _index, controls) => (
                <li>
                  {String(item)}
                  {controls}
                </li>
              )}
            />
          </ul>
        </ComponentScope>
      </SectionInUseProvider>,
      { mode: "edit", onEdit: (edit) => operations.push(...edit) },
    );
    return operations;
  }

  const address = { pagePath: "/", sectionId: "prices", path: ["plans"] };

  it("adds an item at the end and removes the one asked, as operations", () => {
    const operations = renderList({ items: ["a", "b"], makeItem: () => "new" });
    fireEvent.click(screen.getByRole("button", { name: "Add plan" }));
    fireEvent.click(screen.getByRole("button", { name: "Remove plan 1" }));
    expect(operations).toEqual([
      { op: "insertItems", ...address, index: 2, items: ["new"] },
      { op: "removeItems", ...address, index: 0, count: 1 },
    ]);
  });

  it("makes the items' controls only in the section in use, and the add control in every section", () => {
    const operations = renderList({ items: ["a", "b"], makeItem: () => "new", isInUse: false });
    expect(screen.queryByRole("button", { name: "Remove plan 1" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Move plan 1 later" })).toBeNull();
    expect([...screen.getByRole("list").children].map((child) => child.textContent)).toEqual([
      "a",
      "b",
      "+ plan",
    ]);
    fireEvent.click(screen.getByRole("button", { name: "Add plan" }));
    expect(operations).toEqual([{ op: "insertItems", ...address, index: 2, items: ["new"] }]);
  });

  it("keeps a list's children list items: each remove control inside its item, the add control in its own", () => {
    renderList({ items: ["a", "b"], makeItem: () => "new" });
    const list = screen.getByRole("list");
    expect([...list.children].map((child) => child.tagName)).toEqual(["LI", "LI", "LI"]);
    expect(
      screen.getByRole("button", { name: "Remove plan 2" }).closest("li")?.textContent,
    ).toContain("b");
    expect(screen.getByRole("button", { name: "Add plan" }).closest("li")).not.toBeNull();
  });

  it("keeps the count within spec §9's: 1 to 6 pricing plans", () => {
    renderList({ items: ["a"], makeItem: () => "new" });
    const remove = screen.getByRole("button", { name: "Remove plan 1" }) as HTMLButtonElement;
    expect(remove.disabled).toBe(true);
    screen.getByRole("list").parentElement?.remove();
    renderList({ items: ["1", "2", "3", "4", "5", "6"], makeItem: () => "new" });
    const add = screen.getByRole("button", { name: "Add plan" }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
  });

  it("adds and removes gallery images by groups of 4", () => {
    const image = (name: string) => ({ imgUrl: `/images/${name}.webp`, alt: "" });
    const operations = renderList({
      type: "gallery",
      path: ["images"],
      items: ["a", "b", "c", "d"].map(image),
      makeItem: () => image("new"),
      label: "image",
    });
    fireEvent.click(screen.getByRole("button", { name: "Add image" }));
    fireEvent.click(screen.getByRole("button", { name: "Remove image 3" }));
    const gallery = { pagePath: "/", sectionId: "prices", path: ["images"] };
    expect(operations).toEqual([
      {
        op: "insertItems",
        ...gallery,
        index: 4,
        items: Array.from({ length: 4 }, () => image("new")),
      },
      { op: "removeItems", ...gallery, index: 0, count: 4 },
    ]);
  });

  it("moves an item earlier or later, the first not earlier and the last not later", () => {
    const operations = renderList({ items: ["a", "b", "c"], makeItem: () => "new" });
    const button = (name: string) => screen.getByRole("button", { name }) as HTMLButtonElement;
    expect(button("Move plan 1 earlier").disabled).toBe(true);
    expect(button("Move plan 3 later").disabled).toBe(true);
    fireEvent.click(button("Move plan 2 earlier"));
    fireEvent.click(button("Move plan 2 later"));
    expect(operations).toEqual([
      { op: "moveItems", ...address, from: 1, to: 0, count: 1 },
      { op: "moveItems", ...address, from: 1, to: 2, count: 1 },
    ]);
  });

  it("moves gallery images by groups of 4, as core applies them", () => {
    const image = (name: string) => ({ imgUrl: `/images/${name}.webp`, alt: "" });
    const operations = renderList({
      type: "gallery",
      path: ["images"],
      items: ["a", "b", "c", "d", "e", "f", "g", "h"].map(image),
      makeItem: () => image("new"),
      label: "image",
    });
    expect(screen.queryByRole("button", { name: "Move image 6 later" })).toHaveProperty(
      "disabled",
      true,
    );
    fireEvent.click(screen.getByRole("button", { name: "Move image 2 later" }));
    fireEvent.click(screen.getByRole("button", { name: "Move image 7 earlier" }));
    const gallery = { pagePath: "/", sectionId: "prices", path: ["images"] };
    expect(operations).toEqual([
      { op: "moveItems", ...gallery, from: 0, to: 4, count: 4 },
      { op: "moveItems", ...gallery, from: 4, to: 0, count: 4 },
    ]);
  });

  it("offers no move while a list holds a single item or group", () => {
    renderList({ items: ["a"], makeItem: () => "new" });
    expect(screen.queryByRole("button", { name: /^Move plan/ })).toBeNull();
  });

  it("renders the items alone in view mode", () => {
    renderInSite(
      <ItemList
        field={["x"]}
        items={["a"]}
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
