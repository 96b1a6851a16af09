import type { OperationInput } from "@ilha/core";
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ComponentScope } from "../component-scope.tsx";
import { withRenderMode } from "../test-support/render-section.tsx";
import { LogoResizer } from "./logo-resizer.tsx";

type Bounds = { min: number; max: number };

function resizer(width: number, bounds: Bounds, operations: OperationInput[] = []) {
  return withRenderMode(
    <ComponentScope scope={{ kind: "section", id: "header", type: "navbar-header", data: {} }}>
      <LogoResizer field={["logoWidth"]} width={width} bounds={bounds}>
        <span>logo</span>
      </LogoResizer>
    </ComponentScope>,
    { mode: "edit", onEdit: (edit) => operations.push(...edit) },
  );
}

function shownWidth() {
  const handle = screen.getByRole("slider", { name: "Logo width" });
  return {
    now: Number(handle.getAttribute("aria-valuenow")),
    max: Number(handle.getAttribute("aria-valuemax")),
    style: handle.parentElement?.style.width,
  };
}

describe("logo resizer", () => {
  it("keeps the shown width within the bounds when the screen narrows them", () => {
    const { rerender } = render(resizer(350, { min: 10, max: 400 }));
    expect(shownWidth()).toEqual({ now: 350, max: 400, style: "350px" });
    rerender(resizer(350, { min: 10, max: 200 }));
    expect(shownWidth()).toEqual({ now: 200, max: 200, style: "200px" });
  });

  it("follows a new width given from outside", () => {
    const { rerender } = render(resizer(150, { min: 10, max: 400 }));
    rerender(resizer(90, { min: 10, max: 400 }));
    expect(shownWidth().now).toBe(90);
  });

  it("drags from the clamped width after the bounds narrow", () => {
    const operations: OperationInput[] = [];
    const { rerender } = render(resizer(350, { min: 10, max: 400 }, operations));
    rerender(resizer(350, { min: 10, max: 200 }, operations));
    const handle = screen.getByRole("slider", { name: "Logo width" });
    fireEvent.pointerDown(handle, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 50, pointerId: 1 });
    expect(shownWidth().now).toBe(150);
    fireEvent.pointerUp(handle, { clientX: 50, pointerId: 1 });
    expect(operations).toEqual([
      {
        op: "setField",
        language: "en",
        pagePath: "/",
        sectionId: "header",
        path: ["logoWidth"],
        value: 150,
      },
    ]);
    expect(shownWidth().now).toBe(150);
  });

  it("never shows a width above a fractional maximum", () => {
    render(resizer(100, { min: 10, max: 17.5 }));
    expect(shownWidth().now).toBeLessThanOrEqual(17.5);
  });

  it("changes the width from the keyboard within the bounds, reporting it when the key is released", () => {
    const operations: OperationInput[] = [];
    render(resizer(150, { min: 10, max: 200 }, operations));
    const handle = screen.getByRole("slider", { name: "Logo width" });
    fireEvent.keyDown(handle, { key: "ArrowRight" });
    fireEvent.keyDown(handle, { key: "ArrowRight", shiftKey: true });
    expect(shownWidth().now).toBe(161);
    expect(handle.getAttribute("aria-valuetext")).toBe("161 px");
    expect(operations).toEqual([]);
    fireEvent.keyUp(handle, { key: "ArrowRight" });
    expect(operations.map((operation) => "value" in operation && operation.value)).toEqual([161]);
    fireEvent.keyDown(handle, { key: "End" });
    expect(shownWidth().now).toBe(200);
    fireEvent.keyDown(handle, { key: "ArrowUp" });
    expect(shownWidth().now).toBe(200);
    fireEvent.keyDown(handle, { key: "Home" });
    expect(shownWidth().now).toBe(10);
    fireEvent.keyDown(handle, { key: "ArrowLeft" });
    expect(shownWidth().now).toBe(10);
  });
});
