import type { ImageChoice } from "@ilha/sections";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, expect, vi } from "vitest";
import { FakeUploadRequest } from "./fake-upload-request.ts";
import { MediaDialog } from "./media-dialog.tsx";
import type { MediaItem } from "./media-item.ts";

export const TOKEN = "a".repeat(32);

/** An upload as the server answers it, its files under `/media/{siteId}/`. */
export function mediaItem(id: string, createdAt: string, siteId = "site-1"): MediaItem {
  const url = (size: string) => `/media/${siteId}/${id}-${size}.webp`;
  return {
    id,
    imgUrl: url("medium"),
    imgDimensions: {
      small: { url: url("small"), width: 480, height: 320 },
      medium: { url: url("medium"), width: 768, height: 512 },
      large: { url: url("large"), width: 1440, height: 960 },
      xlarge: { url: url("xlarge"), width: 1920, height: 1280 },
    },
    createdAt,
  };
}

export const older = mediaItem("11111111-1111-4111-8111-111111111111", "2025-03-01T09:00:00.000Z");
export const newer = mediaItem("22222222-2222-4222-8222-222222222222", "2025-03-12T15:30:00.000Z");
/** The `fetch` calls of the test so far. */
export const fetches: { url: string; headers: Headers }[] = [];

/** Answers `fetch` as the server would: `answer` for any path, by default site-1's media list. */
export function serveFetch(answer?: (url: string) => Response) {
  vi.stubGlobal("fetch", async (input: string, init: RequestInit = {}) => {
    fetches.push({ url: input, headers: new Headers(init.headers) });
    if (answer !== undefined) return answer(input);
    if (!input.startsWith("/api/v1/sites/site-1/media")) return new Response(null, { status: 404 });
    return Response.json([newer, older], { headers: { "x-total-count": "2" } });
  });
}

/** A signed-in owner, site-1's two uploads behind `fetch`, and uploads sent to a fake. */
export function withMediaNetwork() {
  beforeEach(() => {
    localStorage.setItem("ilha.session", TOKEN);
    fetches.length = 0;
    FakeUploadRequest.sent = [];
    vi.stubGlobal("XMLHttpRequest", FakeUploadRequest);
    serveFetch();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });
}

export function openDialog({
  isShared = false,
  current = "",
  aspect,
  alt,
}: {
  isShared?: boolean;
  current?: string;
  aspect?: number;
  /** The place's text alternative, when it has one. */
  alt?: string;
} = {}) {
  const onChoose = vi.fn<(choice: ImageChoice | undefined) => void>();
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queries}>
      <MediaDialog
        siteId="site-1"
        isShared={isShared}
        request={{ label: "Post image", current, aspect, alt }}
        onChoose={onChoose}
      />
    </QueryClientProvider>,
  );
  return { onChoose, dialog: screen.getByRole("dialog", { name: "Choose an image: Post image" }) };
}

/** Picks a file in the dialog's file input; resolves with the upload request it starts. */
export async function pickFile(file = new File(["png"], "photo.png", { type: "image/png" })) {
  const input = document.querySelector<HTMLInputElement>("input[type=file]");
  if (input === null) throw new Error("the dialog has a file input");
  fireEvent.change(input, { target: { files: [file] } });
  await waitFor(() => expect(FakeUploadRequest.sent).toHaveLength(1));
  const [upload] = FakeUploadRequest.sent;
  if (upload === undefined) throw new Error("the upload is sent");
  return upload;
}
