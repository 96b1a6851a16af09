import type { Component, OperationInput } from "@ilha/core";
import { RenderModeProvider, renderModeFor, VIEWS } from "@ilha/sections";
import { createEditKit } from "@ilha/sections/edit";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { createDocumentStore } from "../document/document-store.ts";
import { createViewStore } from "../document/view-store.ts";
import { sampleSite } from "../test-support/memory-server.ts";
import type { CanvasBridge } from "./canvas-bridge.ts";
import { CanvasBridgeProvider } from "./canvas-context.tsx";
import { CanvasLinkPicker } from "./canvas-link-picker.tsx";

const site = sampleSite();
const hero = site.content.pt?.pages[0]?.components[0] as Extract<
  Component,
  { type: "hero-header" }
>;
const HeroHeader = VIEWS["hero-header"];

/** The hero in the canvas's render mode, its link form's address field the editor's picker. */
function renderHero() {
  const operations: OperationInput[] = [];
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
  const renderMode = renderModeFor({
    site,
    language: "pt",
    pagePath: "/",
    mode: "edit",
    editKit: { ...createEditKit(), LinkPicker: CanvasLinkPicker },
    onEdit: (edit) => operations.push(...edit),
  });
  render(
    <CanvasBridgeProvider bridge={bridge}>
      <RenderModeProvider value={renderMode}>
        <HeroHeader component={hero} isFirst />
      </RenderModeProvider>
    </CanvasBridgeProvider>,
  );
  return { operations };
}

describe("the canvas's link form", () => {
  it("offers the site's pages and their sections beside a free URL, and saves the one picked", async () => {
    const { operations } = renderHero();
    fireEvent.click(screen.getByRole("button", { name: "Link of Reservar agora" }));
    const form = screen.getByRole("form", { name: "Link of Reservar agora" });
    const address = within(form).getByRole("combobox", { name: "Link address" });
    expect(document.activeElement).toBe(address);
    act(() => {
      fireEvent.change(address, { target: { value: "Grupo A" } });
    });
    fireEvent.click(screen.getByRole("option", { name: /Grupo A — Fiat Panda/ }));
    expect(address).toHaveProperty("value", "/pricing#group-a");
    expect(within(form).getByText("Goes to /pricing#group-a on this site")).toBeDefined();
    const results = await axe.run(form, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    fireEvent.click(within(form).getByRole("button", { name: "Save" }));
    expect(operations).toMatchObject([
      { op: "setField", path: ["buttons", 0, "buttonUrl"], value: "/pricing#group-a" },
    ]);
  });

  it("takes a typed address, and refuses an unsafe one with the catalogue's message", () => {
    const { operations } = renderHero();
    fireEvent.click(screen.getByRole("button", { name: "Link of Reservar agora" }));
    const form = screen.getByRole("form", { name: "Link of Reservar agora" });
    const address = within(form).getByRole("combobox", { name: "Link address" });
    fireEvent.change(address, { target: { value: "javascript:alert(1)" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save" }));
    expect(within(form).getByRole("alert").textContent).toBe(
      "Only http(s), mailto, tel, relative and hash links are allowed",
    );
    expect(operations).toEqual([]);
    fireEvent.change(address, { target: { value: "https://example.com/rent" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save" }));
    expect(operations).toMatchObject([{ value: "https://example.com/rent" }]);
  });

  it("closes the list of places at Escape, and the form at the next one", () => {
    renderHero();
    fireEvent.click(screen.getByRole("button", { name: "Link of Reservar agora" }));
    const form = screen.getByRole("form", { name: "Link of Reservar agora" });
    const address = within(form).getByRole("combobox", { name: "Link address" });
    fireEvent.change(address, { target: { value: "Grupo" } });
    expect(screen.getAllByRole("option").length).toBeGreaterThan(0);
    fireEvent.keyDown(address, { key: "Escape" });
    expect(screen.queryAllByRole("option")).toEqual([]);
    expect(form.isConnected).toBe(true);
    fireEvent.keyDown(address, { key: "Escape" });
    expect(form.isConnected).toBe(false);
  });
});
