import { cropLayout, ERRORS, LIMITS } from "@ilha/core";
import { fireEvent, screen, within } from "@testing-library/react";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { newer, older, openDialog, withMediaNetwork } from "./media-dialog-harness.tsx";
import { uploadedAt } from "./media-item.ts";

withMediaNetwork();

/**
 * Opens the library for a place of `aspect` with a text alternative and uses the older upload (its
 * large rendition is 1440×960): a click that is no mouse's (as Enter) uses a row at once.
 */
async function pickForPlace(aspect: number) {
  const opened = openDialog({ aspect, alt: "" });
  fireEvent.click(await screen.findByRole("row", { name: `Uploaded ${uploadedAt(older)}` }));
  const dialog = screen.getByRole("dialog", { name: "Crop the image: Post image" });
  const alt = within(dialog).getByRole("textbox", { name: "Alternative text" });
  return { ...opened, dialog, alt };
}

describe("cropping a picked image to its place", () => {
  it("answers spec §3's crop parameters of the place's aspect, with the alternative text", async () => {
    const { onChoose, alt } = await pickForPlace(1);
    fireEvent.change(alt, { target: { value: "  Scooters by the harbour " } });
    fireEvent.click(screen.getByRole("button", { name: "Crop and use" }));
    const crop = { containerWidth: 960, width: 1440, left: -240, top: 0 };
    expect(onChoose).toHaveBeenCalledExactlyOnceWith({
      url: older.imgUrl,
      sizes: older.imgDimensions,
      crop,
      alt: "Scooters by the harbour",
    });
    expect(cropLayout(crop)).toEqual({ widthPercent: 150, leftPercent: -25, topPercent: 0 });
  });

  it("frames a wide place across the image's whole width", async () => {
    const { onChoose, alt } = await pickForPlace(16 / 9);
    fireEvent.change(alt, { target: { value: "Harbour" } });
    fireEvent.click(screen.getByRole("button", { name: "Crop and use" }));
    expect(onChoose.mock.lastCall?.[0]?.crop).toEqual({
      containerWidth: 1440,
      width: 1440,
      left: 0,
      top: -75,
    });
  });

  it("requires the alternative text: nothing is answered while it is empty", async () => {
    const { onChoose, alt, dialog } = await pickForPlace(1);
    fireEvent.change(alt, { target: { value: "   " } });
    fireEvent.click(screen.getByRole("button", { name: "Crop and use" }));
    fireEvent.click(screen.getByRole("button", { name: "Use without cropping" }));
    expect(onChoose).not.toHaveBeenCalled();
    expect(within(dialog).getByText(ERRORS.fieldRequired.message)).toBeTruthy();
    expect(alt.getAttribute("aria-invalid")).toBe("true");
  });

  it("keeps the alternative text within core's limit, with its counter", async () => {
    const { alt, dialog } = await pickForPlace(1);
    fireEvent.change(alt, { target: { value: "a".repeat(LIMITS.text.alt + 5) } });
    expect((alt as HTMLInputElement).value).toHaveLength(LIMITS.text.alt);
    expect(within(dialog).getByText(`${LIMITS.text.alt}/${LIMITS.text.alt}`)).toBeTruthy();
    expect(within(dialog).getByText(ERRORS.maxCharacters.message)).toBeTruthy();
  });

  it("uses the image uncropped when the owner says so", async () => {
    const { onChoose, alt } = await pickForPlace(1);
    fireEvent.change(alt, { target: { value: "Harbour" } });
    fireEvent.click(screen.getByRole("button", { name: "Use without cropping" }));
    expect(onChoose).toHaveBeenCalledExactlyOnceWith({
      url: older.imgUrl,
      sizes: older.imgDimensions,
      alt: "Harbour",
    });
  });

  it("goes back to the library without answering", async () => {
    const { onChoose } = await pickForPlace(1);
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(onChoose).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog", { name: "Choose an image: Post image" })).toBeTruthy();
  });

  it("asks no alternative text for a place that keeps none (a chat's avatar)", async () => {
    const { onChoose } = openDialog({ aspect: 1 });
    fireEvent.click(await screen.findByRole("row", { name: `Uploaded ${uploadedAt(older)}` }));
    const dialog = screen.getByRole("dialog", { name: "Crop the image: Post image" });
    expect(within(dialog).queryByRole("textbox")).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "Crop and use" }));
    expect(onChoose).toHaveBeenCalledOnce();
    expect(onChoose.mock.calls[0]?.[0]).not.toHaveProperty("alt");
  });

  it("offers a place's alternative text again only for its own picture: another starts without one", async () => {
    openDialog({ alt: "Citadino numa estrada costeira", current: newer.imgUrl });
    fireEvent.click(await screen.findByRole("row", { name: `Uploaded ${uploadedAt(older)}` }));
    const dialog = screen.getByRole("dialog", { name: "Describe the image: Post image" });
    const alt = within(dialog).getByRole("textbox", { name: "Alternative text" });
    expect(alt).toHaveProperty("value", "");
    fireEvent.click(within(dialog).getByRole("button", { name: "Use this image" }));
    expect(within(dialog).getByText("This field is required")).toBeTruthy();
  });

  it("asks only the alternative text for a place without a shape that has one (a logo)", async () => {
    const { onChoose } = openDialog({ alt: "Maré Rent", current: older.imgUrl });
    fireEvent.click(await screen.findByRole("row", { name: `Uploaded ${uploadedAt(older)}` }));
    const dialog = screen.getByRole("dialog", { name: "Describe the image: Post image" });
    expect(within(dialog).queryByRole("slider")).toBeNull();
    const alt = within(dialog).getByRole("textbox", { name: "Alternative text" });
    expect(alt).toHaveProperty("value", "Maré Rent");
    fireEvent.change(alt, { target: { value: "Maré Rent, vehicle hire" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Use this image" }));
    expect(onChoose).toHaveBeenCalledExactlyOnceWith({
      url: older.imgUrl,
      sizes: older.imgDimensions,
      alt: "Maré Rent, vehicle hire",
    });
  });

  it("answers at once, uncropped, for a place without an aspect", async () => {
    const { onChoose } = openDialog();
    fireEvent.click(await screen.findByRole("row", { name: `Uploaded ${uploadedAt(older)}` }));
    expect(screen.queryByRole("dialog", { name: /^Crop the image/ })).toBeNull();
    expect(onChoose).toHaveBeenCalledExactlyOnceWith({
      url: older.imgUrl,
      sizes: older.imgDimensions,
    });
  });

  it("has no axe violations", async () => {
    const { dialog } = await pickForPlace(4 / 3);
    expect(within(dialog).getByRole("slider", { name: "Zoom" })).toBeTruthy();
    // Colour contrast needs layout, which happy-dom lacks.
    const results = await axe.run(dialog, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
