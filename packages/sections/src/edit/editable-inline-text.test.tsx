import type { OperationInput } from "@ilha/core";
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ComponentScope } from "../component-scope.tsx";
import { InlineText } from "../primitives/inline-text/inline-text.tsx";
import { renderInSite, withRenderMode } from "../test-support/render-section.tsx";

/** The hero's title (optional, as core describes it) holding `value`, in edit mode. */
function renderTitle(value: string) {
  const operations: OperationInput[] = [];
  renderInSite(
    <ComponentScope scope={{ kind: "section", id: "hero", type: "hero-header", data: {} }}>
      <InlineText as="h1" value={value} field={["title"]} />
    </ComponentScope>,
    { mode: "edit", onEdit: (edit) => operations.push(...edit) },
  );
  return { operations, field: screen.getByRole("textbox") };
}

describe("an optional inline text left empty", () => {
  it("reports nothing when it was empty already (focus and blur are no edit)", () => {
    const { operations, field } = renderTitle("");
    fireEvent.focus(field);
    fireEvent.blur(field);
    expect(field.textContent).toBe("");
    expect(operations).toEqual([]);
  });

  it("reports its emptying once, not again on the next focus and blur", () => {
    const { operations, field } = renderTitle("Subtitle");
    fireEvent.focus(field);
    field.textContent = "";
    fireEvent.input(field);
    fireEvent.blur(field);
    fireEvent.focus(field);
    fireEvent.blur(field);
    expect(operations.map((operation) => "value" in operation && operation.value)).toEqual([""]);
  });
});

describe("a text whose reported edit comes back while it is being typed", () => {
  it("is not written again under the caret (the editor's store hands the same text back)", () => {
    const scoped = (value: string) => (
      <ComponentScope scope={{ kind: "section", id: "hero", type: "hero-header", data: {} }}>
        <InlineText as="h1" value={value} field={["title"]} />
      </ComponentScope>
    );
    const view = renderInSite(scoped("Olá"), { mode: "edit" });
    const field = screen.getByRole("textbox");
    field.focus();
    const typed = field.firstChild as Text;
    typed.nodeValue = "Olá mundo";
    fireEvent.input(field);
    // Every write of the text node's text, as React would make it.
    const writes: string[] = [];
    const nodeValue = Object.getOwnPropertyDescriptor(Node.prototype, "nodeValue");
    Object.defineProperty(typed, "nodeValue", {
      configurable: true,
      get: () => nodeValue?.get?.call(typed),
      set: (next: string) => {
        writes.push(next);
        nodeValue?.set?.call(typed, next);
      },
    });
    view.rerender(withRenderMode(scoped("Olá mundo"), { mode: "edit" }));
    expect(writes).toEqual([]);
    expect(field.firstChild).toBe(typed);
    expect(field.textContent).toBe("Olá mundo");
  });
});
