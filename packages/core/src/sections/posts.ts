import { z } from "zod";
import { LIMITS } from "../limits.ts";
import { alignment, cropParams, imageSet, text, url } from "../schema/primitives.ts";

const limits = LIMITS.text.posts;

export const post = z.strictObject({
  title: text(limits.postTitle),
  paragraph: text(limits.postParagraph).default(""),
  imageUrl: url.default(""),
  imgDimensions: imageSet.optional(),
  imgCropParams: cropParams.optional(),
  alt: text(LIMITS.text.alt).default(""),
  buttonText: text().default(""),
  buttonUrl: url.default(""),
  titleAlignment: alignment.default("left"),
  paragraphAlignment: alignment.default("left"),
});

export const postsData = z.strictObject({
  title: text(limits.title).default(""),
  paragraph: text(limits.paragraph).default(""),
  titleAlignment: alignment.default("center"),
  paragraphAlignment: alignment.default("center"),
  posts: z.array(post),
});
export type PostsData = z.infer<typeof postsData>;
