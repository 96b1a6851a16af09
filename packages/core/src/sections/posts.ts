import type { z } from "zod";
import { alignmentField, altField, cropField, imageSizesField } from "../fields/common-fields.ts";
import { imageField, linkField, listField, textField } from "../fields/field.ts";
import { schemaOfFields } from "../fields/section-schema.ts";
import { LIMITS } from "../limits.ts";

const limits = LIMITS.text.posts;

export const POST_FIELDS = {
  title: textField({ label: "Post title", max: limits.postTitle }),
  paragraph: textField({ label: "Post text", max: limits.postParagraph }),
  imageUrl: imageField({
    label: "Post image",
    companions: { sizes: "imgDimensions", crop: "imgCropParams", alt: "alt" },
  }),
  imgDimensions: imageSizesField,
  imgCropParams: cropField,
  alt: altField(),
  buttonText: textField({ label: "Button text" }),
  buttonUrl: linkField({ label: "Button link" }),
  titleAlignment: alignmentField("Title alignment", "left"),
  paragraphAlignment: alignmentField("Paragraph alignment", "left"),
};

export const POSTS_FIELDS = {
  title: textField({ label: "Title", max: limits.title }),
  paragraph: textField({ label: "Paragraph", max: limits.paragraph }),
  titleAlignment: alignmentField("Title alignment", "center"),
  paragraphAlignment: alignmentField("Paragraph alignment", "center"),
  posts: listField({
    label: "Posts",
    itemLabel: "post",
    count: LIMITS.counts.posts,
    item: POST_FIELDS,
  }),
};

export const postsData = schemaOfFields(POSTS_FIELDS);
export type PostsData = z.infer<typeof postsData>;
