import type { Component } from "@ilha/core";
import { useIsSectionInUse } from "@ilha/sections/edit";
import { act, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { createDocumentStore } from "../document/document-store.ts";
import { createViewStore } from "../document/view-store.ts";
import { sampleSite } from "../test-support/memory-server.ts";
import type { CanvasBridge } from "./canvas-bridge.ts";
import { CanvasBridgeProvider } from "./canvas-context.tsx";
import { SectionDropZone } from "./section-drag.tsx";
import { SectionFrame } from "./section-frame.tsx";
import { createSectionWindow } from "./section-window.ts";
import { SectionWindowProvider } from "./section-window-context.tsx";

const site = sampleSite();
const pricing = site.content.pt?.pages
  .flatMap((page) => page.components)
  .find((component) => component.type === "pricing") as Component;

/** The shell's side of the canvas: its real stores; its hands do nothing here. */
const bridge: CanvasBridge = {
  document: createDocumentStore({ siteId: "site-1", site, acknowledged: { site, version: 1 } }),
  view: createViewStore({ language: "pt" }),
  edit: () => true,
  undo: () => {},
  redo: () => {},
  pickImage: async () => undefined,
  assetBase: "/s/site",
  announce: () => {},
  openSettings: () => {},
  openLibrary: () => {},
  focusShell: () => {},
  onShortcut: () => false,
};

/** The pricing section with another title (an edit, or its undo). */
const titled = (title: string) => ({ ...pricing, data: { ...pricing.data, title } }) as Component;

/** A section's view that cannot render the data it is given. */
function View({ component }: { component: Component }) {
  if ((component.data as { title?: unknown }).title === "") throw new Error("no title");
  return <h2>{String((component.data as { title?: unknown }).title)}</h2>;
}

const frame = (component: Component) => (
  <CanvasBridgeProvider bridge={bridge}>
    <SectionFrame component={component}>
      <View component={component} />
    </SectionFrame>
  </CanvasBridgeProvider>
);

describe("a section that fails to render in the canvas", () => {
  it("leaves its frame and handle with a notice, and comes back when its data changes (an undo)", () => {
    const broken = titled("");
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    const { rerender } = render(frame(broken));
    quiet.mockRestore();
    expect(screen.getByRole("alert").textContent).toBe(
      "This Pricing section could not be shown. Undo your last change, or reload the editor.",
    );
    expect(screen.getByRole("button", { name: "Pricing · Section" })).toBeTruthy();
    rerender(frame(titled("Tarifas")));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("heading", { name: "Tarifas" })).toBeTruthy();
  });
});

/** What a list's item tools read: whether their section is the one being edited. */
function ItemTools() {
  return useIsSectionInUse() ? <button type="button">Remove item</button> : null;
}

describe("a section's item tools in the canvas", () => {
  it("come with the section's selection and go with it", async () => {
    const view = createViewStore({ language: "pt" });
    render(
      <CanvasBridgeProvider bridge={{ ...bridge, view }}>
        <SectionFrame component={pricing}>
          <ItemTools />
        </SectionFrame>
      </CanvasBridgeProvider>,
    );
    expect(screen.queryByRole("button", { name: "Remove item" })).toBeNull();
    act(() => view.setState({ selectedId: pricing.id }));
    expect(screen.getByRole("toolbar")).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Remove item" })).toBeTruthy();
    act(() => view.setState({ selectedId: undefined }));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Remove item" })).toBeNull());
  });
});

describe("a section away from the screen on a long page", () => {
  it("stands at its drawn height with its frame and handle, and is drawn again when near or selected", () => {
    const view = createViewStore({ language: "pt" });
    const sectionWindow = createSectionWindow([]);
    sectionWindow.setState({
      isWindowed: true,
      near: new Set(),
      heights: new Map([[pricing.id, 432]]),
    });
    const { container } = render(
      <CanvasBridgeProvider bridge={{ ...bridge, view }}>
        <SectionWindowProvider sectionWindow={sectionWindow}>
          <SectionFrame component={pricing}>
            <View component={pricing} />
          </SectionFrame>
        </SectionWindowProvider>
      </CanvasBridgeProvider>,
    );
    const away = () => container.querySelector<HTMLElement>("[data-section-away]");
    expect(screen.queryByRole("heading")).toBeNull();
    expect(away()?.style.height).toBe("432px");
    expect(screen.getByRole("button", { name: "Pricing · Section" })).toBeTruthy();
    expect(screen.getByRole("group", { name: "Pricing · Section" })).toBeTruthy();
    act(() => view.setState({ selectedId: pricing.id }));
    expect(away()).toBeNull();
    expect(
      screen.getByRole("heading", { name: String((pricing.data as { title?: unknown }).title) }),
    ).toBeTruthy();
    act(() => view.setState({ selectedId: undefined }));
    expect(away()).not.toBeNull();
    // Never drawn yet: it stands at the height the canvas's CSS gives an undrawn section.
    act(() => sectionWindow.setState({ heights: new Map() }));
    expect(away()?.style.height).toBe("");
    act(() => sectionWindow.setState({ near: new Set([pricing.id]) }));
    expect(away()).toBeNull();
    // A short page keeps every section drawn.
    act(() => sectionWindow.setState({ isWindowed: false, near: new Set() }));
    expect(away()).toBeNull();
  });
});

describe("a section's handle as what drags it", () => {
  const header = site.content.pt?.pages[0]?.components[0] as Component;
  const dragFrame = (component: Component) => (
    <CanvasBridgeProvider bridge={bridge}>
      <SectionDropZone>
        <SectionFrame component={component}>
          <View component={component} />
        </SectionFrame>
      </SectionDropZone>
    </CanvasBridgeProvider>
  );

  it("is draggable for a body section on the page, never for its header, nor outside a page", () => {
    const { unmount } = render(dragFrame(pricing));
    expect(
      screen.getByRole("button", { name: "Pricing · Section" }).getAttribute("draggable"),
    ).toBe("true");
    unmount();
    render(dragFrame(header));
    expect(screen.getByRole("button", { name: /· Section$/ }).getAttribute("draggable")).toBe(
      "false",
    );
    expect(header.type).toBe("hero-header");
    render(frame(pricing));
    expect(
      screen
        .getAllByRole("button", { name: "Pricing · Section" })
        .at(-1)
        ?.getAttribute("draggable"),
    ).toBe("false");
  });
});
