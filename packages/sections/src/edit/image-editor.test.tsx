import type { OperationInput } from "@ilha/core";
import { act, fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { ComponentScope } from "../component-scope.tsx";
import { Posts } from "../posts/posts.tsx";
import { type ImageChoice, type ImageRequest, RenderModeProvider } from "../render-mode.tsx";
import { makeComponent, renderModeValue } from "../test-support/render-section.tsx";
import { axeViolations } from "../test-support/section-checks.ts";
import { Logo } from "../widgets/logo/logo.tsx";

const CHOICE: ImageChoice = {
  url: "/media/site/new-768.webp",
  sizes: { medium: { url: "/media/site/new-768.webp", width: 768, height: 512 } },
  crop: { containerWidth: 300, width: 450, left: -75, top: 0 },
};

const LOGO = {
  logoSrc: "/images/logo-768.webp",
  logoDimensions: { medium: { url: "/images/logo-768.webp", width: 768, height: 256 } },
  logoAlt: "Maré Rent",
  logoColor: "default",
} as const;

const posts = makeComponent(
  "posts",
  {
    title: "Fleet",
    posts: [
      {
        title: "Group A",
        imageUrl: "/images/a-768.webp",
        imgDimensions: { medium: { url: "/images/a-768.webp", width: 768, height: 576 } },
        alt: "A car",
      },
    ],
  },
  { id: "fleet" },
);

function renderWithPicker(
  node: ReactNode,
  pick: (request: ImageRequest) => Promise<ImageChoice | undefined>,
) {
  const operations: OperationInput[] = [];
  const value = {
    ...renderModeValue({ mode: "edit" }),
    onEdit: (edit: OperationInput[]) => operations.push(...edit),
    pickImage: pick,
  };
  const view = render(<RenderModeProvider value={value}>{node}</RenderModeProvider>);
  return { operations, view };
}

describe("the image replace control in edit mode", () => {
  it("asks the editor for an image, with the place's alternative, and sets it with its sizes and crop", async () => {
    const requests: ImageRequest[] = [];
    const { operations, view } = renderWithPicker(
      <Posts component={posts} isFirst={false} />,
      async (request) => {
        requests.push(request);
        return CHOICE;
      },
    );
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Replace post image" }));
    });
    // happy-dom lays nothing out: the place has no shape to frame the image to.
    expect(requests).toEqual([
      { label: "Post image", current: "/images/a-768.webp", alt: "A car" },
    ]);
    expect(operations).toEqual([
      {
        op: "setField",
        language: "en",
        pagePath: "/",
        sectionId: "fleet",
        path: ["posts", 0, "imageUrl"],
        value: CHOICE,
      },
    ]);
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it("asks for the place's shape and sets the image and the alternative given as one step", async () => {
    const requests: ImageRequest[] = [];
    const { operations } = renderWithPicker(
      <Posts component={posts} isFirst={false} />,
      async (request) => {
        requests.push(request);
        return { ...CHOICE, alt: "A red car by the sea" };
      },
    );
    const control = screen.getByRole("button", { name: "Replace post image" });
    const place = control.previousElementSibling as HTMLElement;
    place.getBoundingClientRect = () => DOMRect.fromRect({ width: 400, height: 300 });
    await act(async () => {
      fireEvent.click(control);
    });
    expect(requests[0]?.aspect).toBeCloseTo(4 / 3);
    const address = { op: "setField", language: "en", pagePath: "/", sectionId: "fleet" };
    expect(operations).toEqual([
      { ...address, path: ["posts", 0, "imageUrl"], value: CHOICE },
      { ...address, path: ["posts", 0, "alt"], value: "A red car by the sea" },
    ]);
  });

  it("asks no shape for a place that keeps no crop (the logo), but its alternative", async () => {
    const requests: ImageRequest[] = [];
    renderWithPicker(
      <ComponentScope scope={{ kind: "section", id: "hero", type: "hero-header", data: LOGO }}>
        <Logo
          logo={{
            logoSrc: "/images/logo-768.webp",
            logoDimensions: { medium: { url: "/images/logo-768.webp", width: 768, height: 256 } },
            logoAlt: "Maré Rent",
            logoColor: "default",
          }}
        />
      </ComponentScope>,
      async (request) => {
        requests.push(request);
        return undefined;
      },
    );
    const control = screen.getByRole("button", { name: "Replace logo" });
    (control.previousElementSibling as HTMLElement).getBoundingClientRect = () =>
      DOMRect.fromRect({ width: 300, height: 100 });
    await act(async () => {
      fireEvent.click(control);
    });
    expect(requests[0]).toEqual({
      label: "Logo",
      current: "/images/logo-768.webp",
      alt: "Maré Rent",
    });
  });

  it("sets nothing when the owner cancels, and the focus comes back to its button", async () => {
    const { operations } = renderWithPicker(
      <Posts component={posts} isFirst={false} />,
      async () => undefined,
    );
    const button = screen.getByRole("button", { name: "Replace post image" });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(operations).toEqual([]);
    expect(button).toHaveProperty("disabled", false);
    expect(document.activeElement).toBe(button);
  });

  it("puts the logo's control beside its link, not inside it", () => {
    renderWithPicker(
      <ComponentScope scope={{ kind: "section", id: "hero", type: "hero-header", data: LOGO }}>
        <Logo
          logo={{
            logoSrc: "/images/logo-768.webp",
            logoDimensions: { medium: { url: "/images/logo-768.webp", width: 768, height: 256 } },
            logoAlt: "Maré Rent",
            logoColor: "default",
          }}
        />
      </ComponentScope>,
      async () => undefined,
    );
    expect(screen.getByRole("button", { name: "Replace logo" }).closest("a")).toBeNull();
  });
});
