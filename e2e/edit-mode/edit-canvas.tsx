/**
 * The edit canvas: a page holding every section kind with its default data (and a logo), in edit
 * mode, inside the site wrapper and theme published pages use, for the Chromium edit-mode suites.
 * A page holds one header at most, so the query picks it (`?header=navbar-header`, the hero header
 * by default) beside every other kind, and the colour mode (`&colorMode=DARK`, LIGHT by default).
 */
import {
  colorMode as colorModeSchema,
  componentCategory,
  page as pageSchema,
  SECTION_TYPES,
  validateSite,
} from "@ilha/core";
import { CONFIGS, RenderModeProvider, renderModeFor, SitePage, VIEWS } from "@ilha/sections";
import { EDIT_KIT } from "@ilha/sections/edit";
import { useEffect } from "react";
import { createRoot } from "react-dom/client";
import bilingual from "../../fixtures/bilingual-site.json" with { type: "json" };
import {
  type CanvasRecord,
  EDIT_PAGES,
  HEADERS,
  READY_ATTRIBUTE,
  RECORD_KEY,
} from "./canvas-contract.ts";

const query = new URLSearchParams(window.location.search);
const colorMode = colorModeSchema.parse(query.get("colorMode") ?? "LIGHT");
const header = query.get("header") ?? "hero-header";
if (!HEADERS.some((kind) => kind === header)) throw new Error(`No header kind "${header}"`);
const types = SECTION_TYPES.filter(
  (type) => type === header || componentCategory({ type }) !== "header",
);

/** One of the sections' static images, served beside the canvas. */
const LOGO = "/images/avatar-placeholder.svg";

const validated = validateSite(bilingual);
if (!validated.ok) throw new Error("The bilingual fixture is a valid site");
const site = { ...validated.site, theme: { ...validated.site.theme, colorMode } };

/** A section's default data, with a logo image where it has a logo (its resizer and image control). */
function withLogo(data: object): object {
  return "logoSrc" in data ? { ...data, logoSrc: LOGO } : data;
}

/** A page an owner could save: core's page schema checks it (one header, one footer). */
const page = pageSchema.parse({
  path: "/",
  meta: { title: "Every section", keywords: "", description: "" },
  components: types.map((type) => ({
    id: type,
    type,
    colorMode,
    data: withLogo(CONFIGS[type].defaults()),
  })),
});

const record: CanvasRecord = { operations: [], imageRequests: [] };
(window as unknown as Record<string, CanvasRecord>)[RECORD_KEY] = record;

const renderMode = {
  ...renderModeFor({
    site,
    language: "en",
    pagePath: "/",
    // The canvas is served at the root, with the sections' static files (flags) beside it.
    siteBase: "",
    mode: "edit",
    search: window.location.search,
    editKit: EDIT_KIT,
    onEdit: (edit) => record.operations.push(...edit),
  }),
  pickImage: async (request: CanvasRecord["imageRequests"][number]) => {
    record.imageRequests.push(request);
    return undefined;
  },
  editPages: EDIT_PAGES,
};

/** Marks the document ready once the sections' effects have run. */
function Ready() {
  useEffect(() => {
    document.documentElement.setAttribute(READY_ATTRIBUTE, `${header} ${colorMode}`);
  }, []);
  return null;
}

const container = document.getElementById("ilha-root");
if (container === null) throw new Error("The canvas page has an #ilha-root");
createRoot(container).render(
  <RenderModeProvider value={renderMode}>
    <SitePage page={page} views={VIEWS}>
      <Ready />
    </SitePage>
  </RenderModeProvider>,
);
