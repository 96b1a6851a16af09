import type { OperationInput } from "@ilha/core";
import { postsData, SECTION_CATALOGUE } from "@ilha/core";
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { COLOR_MODES, componentOf } from "../test-support/fixtures.ts";
import { renderInSite, renderToHtml } from "../test-support/render-section.tsx";
import { axeViolations, expectHydrationUnchanged } from "../test-support/section-checks.ts";
import { postsConfig } from "./posts.config.ts";
import { Posts } from "./posts.tsx";

const IMAGE_SET = {
  small: { url: "/images/fleet-a-480.webp", width: 480, height: 320 },
  medium: { url: "/images/fleet-a-768.webp", width: 768, height: 512 },
  xlarge: { url: "/images/fleet-a-1920.webp", width: 1920, height: 1280 },
};

function post(title: string, extra: Record<string, unknown> = {}) {
  return {
    title,
    paragraph: `${title} description`,
    imageUrl: "/images/fleet-a-768.webp",
    imgDimensions: IMAGE_SET,
    alt: `${title} photo`,
    buttonText: "Book now",
    buttonUrl: "/booking",
    ...extra,
  };
}

const SCOOTERS = {
  title: "Scooters and motorbikes",
  paragraph: "The simplest way to explore Porto Santo.",
  posts: [post("S1 — 50 cc scooter"), post("S2 — 125 cc scooter"), post("S3 — 125 cc motorbike")],
};

const posts = componentOf("posts");

describe("posts in view mode", () => {
  it.each(COLOR_MODES)("renders the heading and every post card in %s", (colorMode) => {
    const { container } = renderInSite(
      <Posts component={posts(SCOOTERS, { colorMode })} isFirst={false} />,
    );
    const section = container.querySelector("section");
    expect(section?.dataset.colorMode).toBe(colorMode);
    expect(section?.getAttribute("aria-label")).toBe("Scooters and motorbikes");
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Scooters and motorbikes");
    expect(
      screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(["S1 — 50 cc scooter", "S2 — 125 cc scooter", "S3 — 125 cc motorbike"]);
    expect(screen.getAllByRole("article")).toHaveLength(3);
    expect(screen.getByText("S2 — 125 cc scooter description").tagName).toBe("P");
  });

  it("lays out one post as a wide media/text split and several as a grid", () => {
    const one = renderInSite(
      <Posts component={posts({ ...SCOOTERS, posts: [post("Group A")] })} isFirst={false} />,
    );
    expect(one.container.querySelector("ul")?.dataset.layout).toBe("split");
    one.unmount();
    const two = renderInSite(
      <Posts component={posts({ ...SCOOTERS, posts: [post("C"), post("D")] })} isFirst={false} />,
    );
    expect(two.container.querySelector("ul")?.dataset.layout).toBe("pair");
    two.unmount();
    const three = renderInSite(<Posts component={posts(SCOOTERS)} isFirst={false} />);
    expect(three.container.querySelector("ul")?.dataset.layout).toBe("grid");
  });

  it("keeps the orientation on the frame so RIGHT mirrors the split", () => {
    const { container } = renderInSite(
      <Posts
        component={posts({ ...SCOOTERS, posts: [post("Group A")] }, { orientation: "RIGHT" })}
        isFirst={false}
      />,
    );
    expect(container.querySelector("section")?.dataset.orientation).toBe("RIGHT");
  });

  it("gives every image a srcset, width, height, alt and sizes", () => {
    renderInSite(<Posts component={posts(SCOOTERS)} isFirst={false} />);
    const image = screen.getByAltText("S1 — 50 cc scooter photo");
    expect(image.getAttribute("srcset")).toBe(
      "/s/bilingual/images/fleet-a-480.webp 480w, /s/bilingual/images/fleet-a-768.webp 768w, /s/bilingual/images/fleet-a-1920.webp 1920w",
    );
    expect(image.getAttribute("width")).toBe("768");
    expect(image.getAttribute("height")).toBe("512");
    expect(image.getAttribute("sizes")).toContain("1024px");
    expect(image.getAttribute("loading")).toBe("lazy");
  });

  it("loads the first section's images eagerly", () => {
    renderInSite(<Posts component={posts(SCOOTERS)} isFirst />);
    expect(screen.getByAltText("S1 — 50 cc scooter photo").getAttribute("loading")).toBe("eager");
  });

  it("links the book button internally with a trailing slash, externally in a new tab, and leaves unsafe links inert", () => {
    const data = {
      ...SCOOTERS,
      posts: [
        post("Internal"),
        post("External", { buttonText: "Partner site", buttonUrl: "https://example.com/book" }),
        post("Unsafe", { buttonText: "Unsafe link", buttonUrl: "/booking" }),
      ],
    };
    const component = posts(data);
    const unsafePost = component.data.posts[2];
    if (unsafePost !== undefined) unsafePost.buttonUrl = "javascript:alert(1)";
    renderInSite(<Posts component={component} isFirst={false} />);
    const internal = screen.getAllByRole("link", { name: "Book now" })[0];
    expect(internal?.getAttribute("href")).toBe("/s/bilingual/en/booking/");
    const external = screen.getByRole("link", { name: "Partner site" });
    expect(external.getAttribute("target")).toBe("_blank");
    expect(external.getAttribute("rel")).toBe("noopener noreferrer");
    expect(screen.queryByRole("link", { name: "Unsafe link" })).toBeNull();
    expect(screen.getByText("Unsafe link").closest("a")).toBeNull();
  });

  it("renders no empty field, no empty post, and nothing for a fully empty section", () => {
    const data = {
      title: "",
      paragraph: "",
      posts: [
        post("Only title", {
          paragraph: "",
          buttonText: "",
          imageUrl: "",
          imgDimensions: undefined,
        }),
        { title: "" },
      ],
    };
    const { container } = renderInSite(<Posts component={posts(data)} isFirst={false} />);
    expect(container.querySelector("h2")).toBeNull();
    expect(container.querySelectorAll("article")).toHaveLength(1);
    expect(container.querySelector("article p")).toBeNull();
    expect(container.querySelector("article a")).toBeNull();
    expect(container.querySelector("img")).toBeNull();
    const empty = renderInSite(
      <Posts component={posts({ posts: [{ title: "" }] })} isFirst={false} />,
    );
    expect(empty.container.innerHTML).toBe("");
  });

  it("has no axe violations", async () => {
    const { container } = renderInSite(<Posts component={posts(SCOOTERS)} isFirst={false} />);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("hydrates the server markup without changes or errors", async () => {
    const node = <Posts component={posts(SCOOTERS)} isFirst />;
    await expectHydrationUnchanged(node);
    // Hydration left the server markup as it was, so its images are the hydrated ones.
    const server = document.createElement("div");
    server.innerHTML = renderToHtml(node);
    expect(server.querySelectorAll("article img")).toHaveLength(3);
  });
});

describe("posts in edit mode", () => {
  it("keeps empty fields visible and editable with the spec's limits", () => {
    const data = { title: "", paragraph: "", posts: [{ title: "" }] };
    const { container } = renderInSite(<Posts component={posts(data)} isFirst={false} />, {
      mode: "edit",
    });
    const fields = [...container.querySelectorAll<HTMLElement>("[contenteditable]")].map(
      (field) => field.dataset.field,
    );
    expect(fields).toEqual([
      "title",
      "paragraph",
      "posts.0.title",
      "posts.0.paragraph",
      "posts.0.buttonText",
    ]);
    const title = container.querySelector<HTMLElement>('[data-field="title"]');
    if (title === null) throw new Error("the title is editable");
    fireEvent.focus(title);
    expect(screen.getByText("0/120")).toBeDefined();
    const postTitle = container.querySelector<HTMLElement>('[data-field="posts.0.title"]');
    if (postTitle === null) throw new Error("the post title is editable");
    fireEvent.focus(postTitle);
    expect(screen.getByText("0/65")).toBeDefined();
  });

  it("adds and removes posts through the list controls", () => {
    const operations: OperationInput[] = [];
    renderInSite(<Posts component={posts(SCOOTERS)} isFirst={false} />, {
      mode: "edit",
      onEdit: (edit) => operations.push(...edit),
    });
    fireEvent.click(screen.getByRole("button", { name: "Add post" }));
    expect(operations.at(-1)).toMatchObject({ op: "insertItems", path: ["posts"], index: 3 });
    fireEvent.click(screen.getByRole("button", { name: "Remove post 1" }));
    expect(operations.at(-1)).toMatchObject({ op: "removeItems", path: ["posts"], index: 0 });
  });
});

describe("posts config", () => {
  it("is in the post category and its defaults validate", () => {
    expect(postsConfig.category).toBe(SECTION_CATALOGUE.posts.category);
    expect(postsData.safeParse(postsConfig.defaults()).success).toBe(true);
  });
});
