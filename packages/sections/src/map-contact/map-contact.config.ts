import { SECTION_CATALOGUE } from "@ilha/core";
import type { SectionConfig } from "../section-view.ts";

export const mapContactConfig: SectionConfig<"map-contact"> = {
  label: "Map and contact",
  category: SECTION_CATALOGUE["map-contact"].category,
  description: "A map of where you are, with your address, phone and e-mail on a card beside it.",
  defaults: () => ({
    title: "Visit us",
    paragraph:
      "We are easy to find and happy to help. Drop by, give us a call or send us an e-mail.",
    titleAlignment: "left",
    paragraphAlignment: "left",
    mapSrc: "",
    geoLocation: { lat: 38.7223, lng: -9.1393 },
    name: "Your Business",
    location: "1 Main Street, Your Town",
    phone: "+1 555 123 4567",
    email: "hello@example.com",
  }),
};
