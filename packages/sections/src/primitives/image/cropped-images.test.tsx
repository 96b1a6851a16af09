import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Features } from "../../features/features.tsx";
import { Gallery } from "../../gallery/gallery.tsx";
import { Posts } from "../../posts/posts.tsx";
import { makeComponent, renderInSite } from "../../test-support/render-section.tsx";
import { expectHydrationUnchanged } from "../../test-support/section-checks.ts";
import { item, renderMessenger } from "../../widgets/messenger/test-messengers.tsx";

/** A 2× zoom on the right half: the image drawn twice the frame's width, shifted left by one. */
const CROP = { containerWidth: 400, width: 800, left: -400, top: -100 };
const set = (name: string) => ({
  small: { url: `/images/${name}-480.webp`, width: 480, height: 360 },
  medium: { url: `/images/${name}-768.webp`, width: 768, height: 576 },
});

/** The frame of the image `alt` and the image's placement in it. */
function cropped(alt: string) {
  const image = screen.getByAltText(alt);
  const frame = image.parentElement as HTMLElement;
  return {
    isFramed: frame.dataset.cropped === "",
    width: image.style.width,
    left: image.style.left,
    marginTop: image.style.marginTop,
  };
}

const SHOWN = { isFramed: true, width: "200%", left: "-100%", marginTop: "-25%" };

const post = (crop?: typeof CROP) => ({
  title: "Group A",
  paragraph: "",
  imageUrl: "/images/fleet-group-a-768.webp",
  imgDimensions: set("fleet-group-a"),
  alt: "A small car",
  ...(crop === undefined ? {} : { imgCropParams: crop }),
});

describe("images show their owner's crop", () => {
  it("in a post, and an uncropped post image fills its place as before", () => {
    const posts = makeComponent("posts", {
      title: "Fleet",
      posts: [post(CROP), { ...post(), alt: "Another car" }],
    });
    renderInSite(<Posts component={posts} isFirst={false} />);
    expect(cropped("A small car")).toEqual(SHOWN);
    const plain = screen.getByAltText("Another car");
    expect(plain.parentElement?.dataset.cropped).toBeUndefined();
    expect(plain.style.width).toBe("");
  });

  it("in a gallery", () => {
    const images = [1, 2, 3, 4].map((n) => ({
      imgUrl: `/images/hotel-${n}-768.webp`,
      imgDimensions: set(`hotel-${n}`),
      alt: `Hotel ${n}`,
      ...(n === 2 ? { imgCropParams: CROP } : {}),
    }));
    renderInSite(<Gallery component={makeComponent("gallery", { images })} isFirst={false} />);
    expect(cropped("Hotel 2")).toEqual(SHOWN);
  });

  it("on a feature card", () => {
    const card = {
      imgUrl: "/images/card-car-768.webp",
      imgDimensions: set("card-car"),
      alt: "Cars",
      badgeText: "Cars",
      paragraph: "",
      imgCropParams: CROP,
    };
    const features = makeComponent("features", { title: "Vehicles", features: [[card]] });
    renderInSite(<Features component={features} isFirst={false} />);
    expect(cropped("Cars")).toEqual(SHOWN);
  });

  it("on the chat card's avatar", () => {
    renderMessenger([item("whatsapp", "+351912345678", { imgCropParams: CROP })]);
    fireEvent.click(screen.getByRole("button", { name: "WhatsApp chat" }));
    const avatar = screen.getByRole("dialog").querySelector("img") as HTMLImageElement;
    expect(avatar.parentElement?.dataset.cropped).toBe("");
    expect([avatar.style.width, avatar.style.left, avatar.style.marginTop]).toEqual([
      "200%",
      "-100%",
      "-25%",
    ]);
  });

  it("hydrates a cropped image's server markup without changes or errors", async () => {
    const posts = makeComponent("posts", { title: "Fleet", posts: [post(CROP)] });
    await expectHydrationUnchanged(<Posts component={posts} isFirst={false} />);
  });
});
