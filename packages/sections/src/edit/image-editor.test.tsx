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
    onOperation: (operation: OperationInput) => operations.push(operation),
    pickImage: pick,
  };
  const view = render(<RenderModeProvider value={value}>{node}</RenderModeProvider>);
  return { operations, view };
}

describe("the image replace control in edit mode", () => {
  it("asks the editor for an image and sets it with its sizes and crop as one operation", async () => {
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
    expect(requests).toEqual([{ label: "Post image", current: "/images/a-768.webp" }]);
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

  it("sets nothing when the owner cancels", async () => {
    const { operations } = renderWithPicker(
      <Posts component={posts} isFirst={false} />,
      async () => undefined,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Replace post image" }));
    });
    expect(operations).toEqual([]);
  });

  it("puts the logo's control beside its link, not inside it", () => {
    renderWithPicker(
      <ComponentScope scope={{ kind: "section", id: "hero", type: "hero-header", data: {} }}>
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
