import type { PostsData } from "@ilha/core";
import { AlignmentChoice } from "../primitives/alignment-choice/alignment-choice.tsx";
import hover from "../primitives/card/card-hover.module.css";
import { Button } from "../primitives/button/button.tsx";
import { Image, imageVariants } from "../primitives/image/image.tsx";
import { InlineText } from "../primitives/inline-text/inline-text.tsx";
import { ItemList } from "../primitives/item-list/item-list.tsx";
import { headingOf, SectionHeading } from "../primitives/section-heading/section-heading.tsx";
import { useEditKit } from "../render-mode.tsx";
import { SectionFrame } from "../section-frame.tsx";
import type { SectionProps } from "../section-view.ts";
import styles from "./posts.module.css";

type Post = PostsData["posts"][number];

/** Images above the fold load eagerly: the first row of the grid at most. */
const PRIORITY_COUNT = 3;

const SIZES = {
  split: "(min-width: 1180px) 560px, (min-width: 768px) 50vw, 100vw",
  pair: "(min-width: 1180px) 550px, (min-width: 768px) 46vw, 92vw",
  grid: "(min-width: 1180px) 360px, (min-width: 1024px) 30vw, (min-width: 768px) 46vw, 92vw",
} as const;

const EMPTY_POST: Post = {
  title: "",
  paragraph: "",
  imageUrl: "",
  alt: "",
  buttonText: "",
  buttonUrl: "",
  titleAlignment: "left",
  paragraphAlignment: "left",
};

function hasImage(post: Post): boolean {
  return post.imageUrl.trim() !== "" || imageVariants(post.imgDimensions).length > 0;
}

function isEmptyPost(post: Post): boolean {
  return (
    [post.title, post.paragraph, post.buttonText].every((text) => text.trim() === "") &&
    !hasImage(post)
  );
}

type PostCardProps = {
  post: Post;
  index: number;
  layout: keyof typeof SIZES;
  isEditing: boolean;
  isPriority: boolean;
};

/** One post: image, title (h3), description and its book button. */
function PostCard({ post, index, layout, isEditing, isPriority }: PostCardProps) {
  const field = ["posts", index];
  const showImage = isEditing || hasImage(post);
  return (
    <article
      className={`${styles.card} ${hover.lift} ${layout === "split" ? styles.split : ""} ${showImage ? styles.withMedia : ""}`}
    >
      {showImage && (
        <div className={styles.media}>
          <Image
            src={post.imageUrl}
            set={post.imgDimensions}
            crop={post.imgCropParams}
            field={[...field, "imageUrl"]}
            editLabel="Post image"
            alt={post.alt}
            sizes={SIZES[layout]}
            isPriority={isPriority}
            className={`${styles.image} ${hover.zoom}`}
          />
        </div>
      )}
      <div className={styles.body}>
        <AlignmentChoice field={[...field, "titleAlignment"]} value={post.titleAlignment} />
        <InlineText
          as="subheading"
          value={post.title}
          field={[...field, "title"]}
          className={`${styles.title} ${styles[post.titleAlignment]}`}
        />
        <AlignmentChoice field={[...field, "paragraphAlignment"]} value={post.paragraphAlignment} />
        <InlineText
          as="p"
          value={post.paragraph}
          field={[...field, "paragraph"]}
          className={`${styles.paragraph} ${styles[post.paragraphAlignment]}`}
        />
        <div className={`${styles.actions} ${styles[post.paragraphAlignment]}`}>
          <Button
            button={{ buttonText: post.buttonText, buttonUrl: post.buttonUrl, type: "primary" }}
            field={field}
          />
        </div>
      </div>
    </article>
  );
}

/** Posts: a section heading, then one wide media/text post or a responsive grid of post cards. */
export function Posts({ component, isFirst }: SectionProps<"posts">) {
  const isEditing = useEditKit() !== undefined;
  const { data } = component;
  const visible = isEditing ? data.posts : data.posts.filter((post) => !isEmptyPost(post));
  const isHeadingEmpty = data.title.trim() === "" && data.paragraph.trim() === "";
  if (!isEditing && isHeadingEmpty && visible.length === 0) return null;
  const layout = visible.length === 1 ? "split" : visible.length === 2 ? "pair" : "grid";
  return (
    <SectionFrame component={component} label={data.title} className={styles.posts}>
      <div className="ilha-container">
        <SectionHeading {...headingOf(data)} />
        {(isEditing || visible.length > 0) && (
          <ul className={`${styles.list} ${styles[layout]}`} data-layout={layout}>
            <ItemList
              field={["posts"]}
              items={data.posts}
              makeItem={() => ({ ...EMPTY_POST })}
              itemLabel="post"
              addAs="li"
              render={(post, index, controls) =>
                !isEditing && isEmptyPost(post) ? null : (
                  <li className={styles.item}>
                    {controls}
                    <PostCard
                      post={post}
                      index={index}
                      layout={layout}
                      isEditing={isEditing}
                      isPriority={isFirst && index < PRIORITY_COUNT}
                    />
                  </li>
                )
              }
            />
          </ul>
        )}
      </div>
    </SectionFrame>
  );
}
