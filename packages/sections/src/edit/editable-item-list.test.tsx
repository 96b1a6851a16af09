import type { OperationInput, SectionType } from "@ilha/core";
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ComponentScope } from "../component-scope.tsx";
import { ItemList } from "../primitives/item-list/item-list.tsx";
import { renderInSite } from "../test-support/render-section.tsx";
import { SectionInUseProvider } from "./section-in-use.ts";

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
