import { afterEach, describe, expect, it, vi } from "vitest";
import type { CanvasBridge } from "./canvas-bridge.ts";
import { handleCanvasKey } from "./canvas-keys.ts";

afterEach(() => {
  document.body.replaceChildren();
});

/** A text of the page being typed in, which reports itself when left (as the edit kit's does). */
function typedText(reported: string[]) {
  const text = document.createElement("span");
  text.contentEditable = "true";
  text.textContent = "Guardado já";
  text.addEventListener("blur", () => reported.push(`left: ${text.textContent}`));
  document.body.append(text);
  text.focus();
  return text;
}

const bridgeWith = (onShortcut: CanvasBridge["onShortcut"]) =>
  ({ onShortcut, undo: vi.fn(), redo: vi.fn(), focusShell: vi.fn() }) as unknown as CanvasBridge;

describe("a key pressed inside the canvas", () => {
  it("saves on Ctrl+S: the text being typed is reported first, keeps the focus, and the browser does not save", () => {
    const order: string[] = [];
    const text = typedText(order);
    const bridge = bridgeWith((event) => {
      order.push(`shell: ${event.key}`);
      return true;
    });
    const event = new KeyboardEvent("keydown", { key: "s", ctrlKey: true, cancelable: true });
    handleCanvasKey(bridge, event);
    expect(order).toEqual(["left: Guardado já", "shell: s"]);
    expect(event.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(text);
  });

  it("undoes with the text being typed reported first, then gives the text the keyboard back, its caret kept", async () => {
    const order: string[] = [];
    const text = typedText(order);
    const selection = document.getSelection();
    selection?.collapse(text.firstChild, 4);
    const bridge = bridgeWith(() => false);
    vi.mocked(bridge.undo).mockImplementation(() => {
      order.push("undo");
      text.textContent = "Guar";
    });
    const event = new KeyboardEvent("keydown", { key: "z", ctrlKey: true, cancelable: true });
    handleCanvasKey(bridge, event);
    expect(order).toEqual(["left: Guardado já", "undo"]);
    expect(event.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(document.activeElement).toBe(text));
    expect(document.getSelection()?.getRangeAt(0).startOffset).toBe(4);
  });

  it("leaves the focus where the undo put it, when it put it somewhere", async () => {
    const order: string[] = [];
    typedText(order);
    const elsewhere = document.createElement("button");
    document.body.append(elsewhere);
    const bridge = bridgeWith(() => false);
    vi.mocked(bridge.undo).mockImplementation(() => elsewhere.focus());
    handleCanvasKey(bridge, new KeyboardEvent("keydown", { key: "z", ctrlKey: true }));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(document.activeElement).toBe(elsewhere);
  });

  it("leaves a text alone while a character is being composed", () => {
    const order: string[] = [];
    typedText(order);
    const bridge = bridgeWith(() => true);
    handleCanvasKey(
      bridge,
      new KeyboardEvent("keydown", { key: "s", ctrlKey: true, isComposing: true }),
    );
    expect(order).toEqual([]);
  });
});
