import type { ErrorBody } from "./error-body.ts";

/** An edit of the document refused by core's operations. */
export const EDITING_ERRORS = {
  unknownPage: { status: 400, code: "unknown_page", message: "The site has no page at this path" },
  unknownSection: {
    status: 400,
    code: "unknown_section",
    message: "This page has no section with this id",
  },
  unknownField: { status: 400, code: "unknown_field", message: "There is no such field to edit" },
  unknownLanguage: {
    status: 400,
    code: "unknown_language",
    message: "The site has no such language",
  },
  invalidFieldValue: {
    status: 400,
    code: "invalid_field_value",
    message: "This value does not fit the field",
  },
  itemKept: {
    status: 400,
    code: "item_kept",
    message: "This item is always kept",
  },
  countOutOfRange: {
    status: 400,
    code: "count_out_of_range",
    message: "This list cannot hold that number of items",
  },
  uniqueSection: {
    status: 409,
    code: "unique_section",
    message: "A page holds one section of this kind at most",
  },
  sectionIdTaken: {
    status: 409,
    code: "section_id_taken",
    message: "Another section of the site already has this id",
  },
  pagePathTaken: {
    status: 409,
    code: "page_path_taken",
    message: "Another page of the site already has this path",
  },
  invalidPagePath: {
    status: 400,
    code: "invalid_page_path",
    message: "Use a path such as /contacts: a slash, then lowercase letters, digits and hyphens",
  },
  homePageKept: {
    status: 400,
    code: "home_page_kept",
    message: "The home page cannot be removed or moved to another path",
  },
  primaryLanguageKept: {
    status: 400,
    code: "primary_language_kept",
    message: "The primary language cannot be removed or deactivated",
  },
  primaryLanguageUntranslated: {
    status: 400,
    code: "primary_language_untranslated",
    message: "The primary language is the source of translations, not one of them",
  },
  languageTaken: {
    status: 409,
    code: "language_taken",
    message: "The site already has this language",
  },
} as const satisfies Record<string, ErrorBody>;
