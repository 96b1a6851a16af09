import { z } from "zod";
import type { SectionType } from "../section-catalogue.ts";
import { colorMode, orientation } from "./primitives.ts";
import { SECTION_DATA } from "./section-kinds.ts";

const componentId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: "Use 1 to 64 letters, digits, '-' or '_'" });

function section<T extends SectionType>(type: T) {
  return z.strictObject({
    id: componentId,
    type: z.literal(type),
    colorMode: colorMode.default("LIGHT"),
    orientation: orientation.default("LEFT"),
    status: z.literal("published").default("published"),
    data: SECTION_DATA[type] as (typeof SECTION_DATA)[T],
  });
}

/** A section placed on a page: its kind (`type`), look and data. Its category follows its kind. */
export const component = z.discriminatedUnion("type", [
  section("hero-header"),
  section("navbar-header"),
  section("posts"),
  section("map-contact"),
  section("footer"),
  section("pricing"),
  section("long-text"),
  section("gallery"),
  section("titled-blocks"),
  section("privacy-policy"),
  section("contact-form"),
  section("features"),
  section("cta"),
  section("portfolio"),
]);
export type Component = z.infer<typeof component>;
export type ComponentOf<T extends SectionType> = Extract<Component, { type: T }>;
