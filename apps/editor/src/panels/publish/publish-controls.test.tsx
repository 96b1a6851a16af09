import { ERRORS } from "@ilha/core";
import { onlineManager } from "@tanstack/react-query";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  LIVE_URL,
  renderControls,
  server,
  TOKEN,
  version,
  withPublishingNetwork,
} from "./publishing-harness.tsx";

withPublishingNetwork();

const stateLine = (text: string) => screen.findByText(text);
const publishButton = () => screen.getByRole("button", { name: "Publish" });

describe("the publish controls", () => {
  it("say the site is not published yet, with no live link, before its first publish", async () => {
    renderControls();
    expect(await stateLine("Not published yet")).toBeTruthy();
    expect(screen.queryByRole("link")).toBeNull();
    expect(server.calls[0]?.headers.get("authorization")).toBe(`Bearer ${TOKEN}`);
  });

  it("say published with no changes since, then changes not published once an edit waits or is saved", async () => {
    server.versions = [version(2, 3, true), version(1, 1)];
    const { rename, session } = renderControls({ draftVersion: 3 });
    expect(await stateLine("Published · no changes since")).toBeTruthy();
    const link = screen.getByRole("link", { name: "View live site (opens in a new tab)" });
    expect(link.getAttribute("href")).toBe(LIVE_URL);
    expect(link.getAttribute("target")).toBe("_blank");
    act(() => void rename("Minimal and more"));
    expect(await stateLine("Changes not published yet")).toBeTruthy();
    await act(() => session.sync.flush());
    expect(session.document.getState().acknowledged.version).toBe(4);
    expect(screen.getByText("Changes not published yet")).toBeTruthy();
  });

  it("saves the pending edits first, publishes the stored version with If-Match, and announces it", async () => {
    server.versions = [version(1, 1, true)];
    const { rename, announce, session } = renderControls();
    await stateLine("Published · no changes since");
    act(() => void rename("Minimal, renamed"));
    fireEvent.click(publishButton());
    await waitFor(() => expect(announce).toHaveBeenCalledWith("Published: your site is live"));
    expect(session.sync.flush).toHaveBeenCalledOnce();
    const publish = server.calls.find((call) => call.method === "POST");
    expect(publish?.url).toBe("/api/v1/sites/site-1/publish");
    expect(publish?.headers.get("if-match")).toBe('"2"');
    expect(publish?.headers.get("authorization")).toBe(`Bearer ${TOKEN}`);
    expect(await stateLine("Published · no changes since")).toBeTruthy();
    expect(server.versions[0]).toMatchObject({ number: 2, draftVersion: 2, isLive: true });
  });

  it("refuses to publish while edits could not be saved, and says so", async () => {
    const { rename, announce } = renderControls({ flush: async () => undefined });
    await stateLine("Not published yet");
    act(() => void rename("Not saved"));
    fireEvent.click(publishButton());
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Your latest changes are not saved yet. Publish again once they are.",
    );
    expect(server.calls.some((call) => call.method === "POST")).toBe(false);
    expect(announce).not.toHaveBeenCalled();
  });

  it("shows the catalogue's message when the server refuses the publish", async () => {
    const { announce } = renderControls();
    await stateLine("Not published yet");
    server.refusal = Response.json(ERRORS.versionConflict, { status: 412 });
    fireEvent.click(publishButton());
    expect((await screen.findByRole("alert")).textContent).toBe(ERRORS.versionConflict.message);
    expect(announce).not.toHaveBeenCalled();
    expect(screen.getByText("Not published yet")).toBeTruthy();
    expect(publishButton()).toHaveProperty("disabled", false);
  });

  it("says at once that there is no connection when asked offline, and never publishes later on its own", async () => {
    const { announce } = renderControls();
    await stateLine("Not published yet");
    act(() => onlineManager.setOnline(false));
    server.isUnreachable = true;
    try {
      fireEvent.click(publishButton());
      expect((await screen.findByRole("alert")).textContent).toBe(
        "No connection: try again once you are back online.",
      );
      expect(publishButton().getAttribute("aria-disabled")).toBeNull();
    } finally {
      act(() => onlineManager.setOnline(true));
    }
    server.isUnreachable = false;
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(server.calls.some((call) => call.method === "POST")).toBe(false);
    expect(announce).not.toHaveBeenCalled();
    expect(screen.getByText("Not published yet")).toBeTruthy();
  });
});
