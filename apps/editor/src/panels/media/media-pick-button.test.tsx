import type { ImageChoice } from "@ilha/sections";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import axe from "axe-core";
import { describe, expect, it, vi } from "vitest";
import { older, withMediaNetwork } from "./media-dialog-harness.tsx";
import { imageChoiceOf, uploadedAt } from "./media-item.ts";
import { MediaPickButton } from "./media-pick-button.tsx";

withMediaNetwork();

function renderButton({ aspect }: { aspect?: number } = {}) {
  const onChoose = vi.fn<(choice: ImageChoice) => void>();
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queries}>
      <MediaPickButton
        siteId="site-1"
        isShared={false}
        label="Favicon"
        current=""
        aspect={aspect}
        onChoose={onChoose}
      />
    </QueryClientProvider>,
  );
  return { onChoose, button: screen.getByRole("button", { name: "Choose from media: Favicon" }) };
}

describe("choosing a panel's image from the site's media", () => {
  it("opens the media dialog for the image and answers the upload picked, then closes", async () => {
    const { onChoose, button } = renderButton();
    expect(button.textContent).toBe("Choose from media");
    fireEvent.click(button);
    const dialog = screen.getByRole("dialog", { name: "Choose an image: Favicon" });
    // Colour contrast needs layout, which happy-dom lacks.
    const results = await axe.run(dialog, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    fireEvent.click(await screen.findByRole("row", { name: `Uploaded ${uploadedAt(older)}` }));
    expect(onChoose).toHaveBeenCalledExactlyOnceWith(imageChoiceOf(older));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("frames the image picked for a place with a shape (a chat's avatar) before answering it", async () => {
    const { onChoose, button } = renderButton({ aspect: 1 });
    fireEvent.click(button);
    fireEvent.click(await screen.findByRole("row", { name: `Uploaded ${uploadedAt(older)}` }));
    const crop = await screen.findByRole("dialog", { name: "Crop the image: Favicon" });
    fireEvent.click(within(crop).getByRole("button", { name: "Crop and use" }));
    expect(onChoose).toHaveBeenCalledOnce();
    expect(onChoose.mock.calls[0]?.[0]).toMatchObject({
      url: older.imgUrl,
      crop: expect.any(Object),
    });
  });

  it("answers nothing when the owner cancels", async () => {
    const { onChoose, button } = renderButton();
    fireEvent.click(button);
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(onChoose).not.toHaveBeenCalled();
  });
});
