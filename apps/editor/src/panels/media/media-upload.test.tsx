import { ERRORS } from "@ilha/core";
import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { newer, openDialog, pickFile, TOKEN, withMediaNetwork } from "./media-dialog-harness.tsx";

withMediaNetwork();

describe("uploading in the media dialog", () => {
  it("uploads a file as multipart with its progress, and answers with the stored image", async () => {
    const { onChoose } = openDialog({ isShared: true });
    const upload = await pickFile();
    expect([upload.method, upload.url]).toEqual(["POST", "/api/v1/sites/site-1/media"]);
    expect(upload.headers).toMatchObject({
      authorization: `Bearer ${TOKEN}`,
      "x-shared-editing": "1",
    });
    expect((upload.body as FormData).get("file")).toBeInstanceOf(File);
    act(() => upload.progress(512, 1024));
    const progress = await screen.findByRole("progressbar", { name: "Uploading image" });
    expect(progress.getAttribute("aria-valuenow")).toBe("50");
    act(() => upload.respond(201, newer));
    await waitFor(() =>
      expect(onChoose).toHaveBeenCalledWith({ url: newer.imgUrl, sizes: newer.imgDimensions }),
    );
  });

  it("shows the catalogue's message when the server refuses a file", async () => {
    const { onChoose } = openDialog();
    const upload = await pickFile();
    act(() => upload.respond(413, ERRORS.imageTooLarge));
    expect((await screen.findByRole("alert")).textContent).toBe("Images can be at most 10 MiB");
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(onChoose).not.toHaveBeenCalled();
  });
});
