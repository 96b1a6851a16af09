import type { SectionConfig } from "../section-view.ts";

const PLACEHOLDER_POST = {
  paragraph: "Describe this item in a sentence or two: what it is, who it suits and what it costs.",
  imageUrl: "",
  alt: "",
  buttonText: "Book now",
  buttonUrl: "/booking",
  titleAlignment: "left",
  paragraphAlignment: "left",
} as const;

export const postsConfig: SectionConfig<"posts"> = {
  label: "Posts",
  category: "post",
  description: "A titled set of posts, each with an image, a title, a description and a button.",
  defaults: () => ({
    title: "Our fleet",
    paragraph: "A short introduction to the items below.",
    titleAlignment: "center",
    paragraphAlignment: "center",
    posts: [
      { ...PLACEHOLDER_POST, title: "First post" },
      { ...PLACEHOLDER_POST, title: "Second post" },
      { ...PLACEHOLDER_POST, title: "Third post" },
    ],
  }),
};
