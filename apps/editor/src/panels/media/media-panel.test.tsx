import { ERRORS } from "@ilha/core";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { FakeUploadRequest } from "./fake-upload-request.ts";
import { TOKEN } from "./media-dialog-harness.tsx";
import { uploadedAt } from "./media-item.ts";
import {
  calls,
  dropFiles,
  harbour,
  pickFiles,
  renderPanel,
  serveMedia,
  SITE_ID,
  sunset,
  withPanelNetwork,
} from "./media-panel-harness.tsx";

withPanelNetwork();

const photo = (name: string) => new File(["png"], name, { type: "image/png" });

/** The name of the file an upload sent. */
function sentFile(upload: FakeUploadRequest | undefined): string | undefined {
  const file = upload?.body instanceof FormData ? upload.body.get("file") : null;
  return file instanceof File ? file.name : undefined;
}

describe("the media panel", () => {
  it("shows the site's images in a grid, newest first", async () => {
    const { grid } = renderPanel();
    const rows = within(await grid()).getAllByRole("row");
    expect(rows.map((row) => row.getAttribute("aria-label"))).toEqual([
      `Uploaded ${uploadedAt(sunset)}`,
      `Uploaded ${uploadedAt(harbour)}`,
    ]);
    expect(rows[0]?.querySelector("img")?.getAttribute("src")).toBe(
      sunset.imgDimensions.small?.url,
    );
    expect(calls[0]?.headers.get("authorization")).toBe(`Bearer ${TOKEN}`);
  });

  it("uploads picked files one after the other with their progress, and says each is stored", async () => {
    const { announce, grid } = renderPanel();
    await grid();
    pickFiles([photo("beach.png"), photo("boat.png")]);
    await waitFor(() => expect(FakeUploadRequest.sent).toHaveLength(1));
    const [first] = FakeUploadRequest.sent;
    expect([first?.method, first?.url]).toEqual(["POST", `/api/v1/sites/${SITE_ID}/media`]);
    expect(sentFile(first)).toBe("beach.png");
    act(() => first?.progress(256, 1024));
    const progress = await screen.findByRole("progressbar", { name: "Uploading image" });
    expect(progress.getAttribute("aria-valuenow")).toBe("25");
    act(() => first?.respond(201, sunset));
    await waitFor(() => expect(FakeUploadRequest.sent).toHaveLength(2));
    expect(announce).toHaveBeenCalledWith("beach.png uploaded");
    const second = FakeUploadRequest.sent[1];
    expect(sentFile(second)).toBe("boat.png");
    act(() => second?.respond(201, harbour));
    await waitFor(() => expect(announce).toHaveBeenCalledWith("boat.png uploaded"));
    await waitFor(() => expect(screen.queryByRole("progressbar")).toBeNull());
  });

  it("names a refused file with the catalogue's message, and goes on with the next", async () => {
    const { announce, grid } = renderPanel();
    await grid();
    pickFiles([photo("huge.png"), photo("small.png")]);
    await waitFor(() => expect(FakeUploadRequest.sent).toHaveLength(1));
    act(() => FakeUploadRequest.sent[0]?.respond(413, ERRORS.imageTooLarge));
    await waitFor(() => expect(FakeUploadRequest.sent).toHaveLength(2));
    act(() => FakeUploadRequest.sent[1]?.respond(201, sunset));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("huge.png was not uploaded: Images can be at most 10 MiB");
    await waitFor(() => expect(announce).toHaveBeenCalledWith("small.png uploaded"));
  });

  it("uploads the files dropped on the drop zone", async () => {
    const { grid } = renderPanel();
    await grid();
    dropFiles([photo("dropped.png")]);
    await waitFor(() => expect(FakeUploadRequest.sent).toHaveLength(1));
    expect(sentFile(FakeUploadRequest.sent[0])).toBe("dropped.png");
  });

  it("deletes an image no page uses once the owner confirms", async () => {
    const { grid, announce } = renderPanel();
    fireEvent.click(within(await grid()).getAllByRole("row")[1] as HTMLElement);
    fireEvent.click(screen.getByRole("button", { name: "Delete image" }));
    const dialog = screen.getByRole("alertdialog", { name: "Delete this image?" });
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(announce).toHaveBeenCalledWith("Image deleted"));
    const deletion = calls.find((call) => call.method === "DELETE");
    expect(deletion?.url).toBe(`/api/v1/sites/${SITE_ID}/media/${harbour.id}`);
    expect(deletion?.headers.get("authorization")).toBe(`Bearer ${TOKEN}`);
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("sends nothing when the owner cancels the deletion", async () => {
    const { grid } = renderPanel();
    fireEvent.click(within(await grid()).getAllByRole("row")[1] as HTMLElement);
    fireEvent.click(screen.getByRole("button", { name: "Delete image" }));
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);
  });

  it("refuses to delete an image a page uses, naming where, without asking the server", async () => {
    const { grid, session } = renderPanel();
    session.edit([
      {
        op: "setField",
        language: "pt",
        pagePath: "/",
        sectionId: "fleet-scooters",
        path: ["posts", 0, "imageUrl"],
        value: { url: sunset.imgUrl, sizes: sunset.imgDimensions },
      },
    ]);
    fireEvent.click(within(await grid()).getAllByRole("row")[0] as HTMLElement);
    fireEvent.click(screen.getByRole("button", { name: "Delete image" }));
    const alert = screen.getByRole("alert");
    expect(within(alert).getByText(ERRORS.mediaInUse.message)).toBeTruthy();
    expect(
      within(alert)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Posts on the page “Maré Rent — Aluguer de carros, scooters e motas em Porto Santo” (/)",
    ]);
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);
  });

  it("shows the server's refusal when it finds the image in use", async () => {
    serveMedia(() => Response.json(ERRORS.mediaInUse, { status: 409 }));
    const { grid } = renderPanel();
    fireEvent.click(within(await grid()).getAllByRole("row")[0] as HTMLElement);
    fireEvent.click(screen.getByRole("button", { name: "Delete image" }));
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    const dialog = screen.getByRole("alertdialog");
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "The site uses this image. Remove it from the site first",
    );
  });

  it("lets a collaborator upload but not delete", async () => {
    const { grid } = renderPanel({ isShared: true });
    await grid();
    expect(screen.queryByRole("button", { name: "Delete image" })).toBeNull();
    expect(calls[0]?.headers.get("x-shared-editing")).toBe("1");
  });

  it("has no axe violations, with an image selected", async () => {
    const { grid, container } = renderPanel();
    fireEvent.click(within(await grid()).getAllByRole("row")[0] as HTMLElement);
    // Colour contrast needs layout, which happy-dom lacks.
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
