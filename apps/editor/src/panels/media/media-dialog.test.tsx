import { ERRORS } from "@ilha/core";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import {
  fetches,
  newer,
  older,
  openDialog,
  serveFetch,
  TOKEN,
  withMediaNetwork,
} from "./media-dialog-harness.tsx";
import { uploadedAt } from "./media-item.ts";

withMediaNetwork();

describe("the media dialog", () => {
  it("lists the site's uploads, each named by its upload date, with the owner's credentials", async () => {
    openDialog({ isShared: true });
    const grid = await screen.findByRole("grid", { name: "Uploaded images" });
    const names = within(grid)
      .getAllByRole("row")
      .map((row) => row.getAttribute("aria-label"));
    expect(names).toEqual([`Uploaded ${uploadedAt(newer)}`, `Uploaded ${uploadedAt(older)}`]);
    expect(fetches[0]?.headers.get("authorization")).toBe(`Bearer ${TOKEN}`);
    expect(fetches[0]?.headers.get("x-shared-editing")).toBe("1");
  });

  it("answers with the picked image's address and renditions", async () => {
    const { onChoose } = openDialog();
    const use = screen.getByRole("button", { name: "Use this image" });
    expect(use).toHaveProperty("disabled", true);
    fireEvent.click(await screen.findByRole("row", { name: `Uploaded ${uploadedAt(older)}` }));
    fireEvent.click(use);
    expect(onChoose).toHaveBeenCalledExactlyOnceWith({
      url: older.imgUrl,
      sizes: older.imgDimensions,
    });
  });

  it("is operable from the keyboard: arrows move through the images, Enter uses one", async () => {
    const { onChoose } = openDialog();
    const first = await screen.findByRole("row", { name: `Uploaded ${uploadedAt(newer)}` });
    act(() => first.focus());
    fireEvent.keyDown(document.activeElement ?? first, { key: "ArrowRight" });
    const second = screen.getByRole("row", { name: `Uploaded ${uploadedAt(older)}` });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second, { key: "Enter" });
    fireEvent.keyUp(second, { key: "Enter" });
    expect(onChoose).toHaveBeenCalledExactlyOnceWith({
      url: older.imgUrl,
      sizes: older.imgDimensions,
    });
  });

  it("answers undefined when the owner presses Escape or Cancel", async () => {
    const { onChoose, dialog } = openDialog();
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(onChoose).toHaveBeenLastCalledWith(undefined);
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onChoose).toHaveBeenCalledTimes(2);
    expect(onChoose).toHaveBeenLastCalledWith(undefined);
  });

  it("shows the current image, a template's read from the draft with the owner's credentials", async () => {
    const blob = new Blob(["webp"], { type: "image/webp" });
    serveFetch((url) => (url.includes("/draft/") ? new Response(blob) : Response.json([])));
    const { dialog } = openDialog({ current: "/images/a-768.webp" });
    await waitFor(() =>
      expect(dialog.querySelector("figure img")?.getAttribute("src")).toMatch(/^blob:/),
    );
    const draft = fetches.find((call) => call.url.includes("/draft/"));
    expect(draft?.url).toBe("/api/v1/sites/site-1/draft/images/a-768.webp");
    expect(draft?.headers.get("authorization")).toBe(`Bearer ${TOKEN}`);
    expect(within(dialog).getByText("Current image")).toBeTruthy();
  });

  it("says when the site has no uploads, and shows the server's message when the list fails", async () => {
    serveFetch(() => Response.json(ERRORS.unauthorized, { status: 401 }));
    openDialog();
    expect((await screen.findByRole("alert")).textContent).toBe(ERRORS.unauthorized.message);
    cleanup();
    serveFetch(() => Response.json([], { headers: { "x-total-count": "0" } }));
    openDialog();
    expect(await screen.findByText("No images uploaded yet.")).toBeTruthy();
  });

  it("has no axe violations while open", async () => {
    const { dialog } = openDialog({ current: older.imgUrl });
    await screen.findByRole("grid", { name: "Uploaded images" });
    // Colour contrast needs layout, which happy-dom lacks.
    const results = await axe.run(dialog, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
