import { SECTION_CATALOGUE } from "@ilha/core";
import { textsIn } from "../default-text.ts";
import type { SectionConfig } from "../section-view.ts";

export const mapContactConfig: SectionConfig<"map-contact"> = {
  label: "Map and contact",
  category: SECTION_CATALOGUE["map-contact"].category,
  description: "A map of where you are, with your address, phone and e-mail on a card beside it.",
  isMirrored: true,
  defaults: (language = "en") => {
    const t = textsIn(language);
    return {
      title: t({ en: "Visit us", pt: "Visite-nos" }),
      paragraph: t({
        en: "We are easy to find and happy to help. Drop by, give us a call or send us an e-mail.",
        pt: "Somos fáceis de encontrar e teremos todo o gosto em ajudar. Passe por cá, ligue-nos ou envie-nos um e-mail.",
      }),
      titleAlignment: "left",
      paragraphAlignment: "left",
      mapSrc: "",
      geoLocation: { lat: 38.7223, lng: -9.1393 },
      name: t({ en: "Your Business", pt: "A sua empresa" }),
      location: t({ en: "1 Main Street, Your Town", pt: "Rua Principal 1, A sua localidade" }),
      phone: "+1 555 123 4567",
      email: t({ en: "hello@example.com", pt: "ola@example.com" }),
    };
  },
};
