import { SECTION_CATALOGUE } from "@ilha/core";
import type { SectionConfig } from "../section-view.ts";

export const navbarHeaderConfig: SectionConfig<"navbar-header"> = {
  label: "Navigation bar",
  category: SECTION_CATALOGUE["navbar-header"].category,
  description: "A slim header with just the logo, the page links and the language menu.",
  isMirrored: false,
  defaults: () => ({ logoSrc: "", logoColor: "default", logoAlt: "" }),
};
