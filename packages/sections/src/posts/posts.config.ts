import { type DefaultText, textsIn } from "../default-text.ts";
import type { SectionConfig } from "../section-view.ts";

/** A placeholder post, its texts picked by `t`. */
function placeholderPost(t: (text: DefaultText) => string) {
  return {
    paragraph: t({
      en: "Describe this item in a sentence or two: what it is, who it suits and what it costs.",
      pt: "Descreva este item numa ou duas frases: o que é, a quem se destina e quanto custa.",
    }),
    imageUrl: "",
    alt: "",
    buttonText: t({ en: "Book now", pt: "Reservar agora" }),
    buttonUrl: "/booking",
    titleAlignment: "left",
    paragraphAlignment: "left",
  } as const;
}

export const postsConfig: SectionConfig<"posts"> = {
  label: "Posts",
  category: "post",
  description: "A titled set of posts, each with an image, a title, a description and a button.",
  isMirrored: true,
  defaults: (language = "en") => {
    const t = textsIn(language);
    const post = placeholderPost(t);
    return {
      title: t({ en: "Our fleet", pt: "A nossa frota" }),
      paragraph: t({
        en: "A short introduction to the items below.",
        pt: "Uma breve apresentação dos itens abaixo.",
      }),
      titleAlignment: "center",
      paragraphAlignment: "center",
      posts: [
        { ...post, title: t({ en: "First post", pt: "Primeira publicação" }) },
        { ...post, title: t({ en: "Second post", pt: "Segunda publicação" }) },
        { ...post, title: t({ en: "Third post", pt: "Terceira publicação" }) },
      ],
    };
  },
};
