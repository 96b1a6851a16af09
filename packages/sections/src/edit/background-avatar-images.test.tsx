import type { OperationInput, Site } from "@ilha/core";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { HeroHeader } from "../hero-header/hero-header.tsx";
import { LongText } from "../long-text/long-text.tsx";
import {
  type ImageChoice,
  type ImageRequest,
  RenderModeProvider,
  type RenderModeValue,
} from "../render-mode.tsx";
import { renderModeFor } from "../render-mode-for.ts";
import { axeViolations } from "../test-support/section-checks.ts";
import { applied, sectionOf, templateSite } from "../test-support/template-editing.ts";
import { Messenger } from "../widgets/messenger/messenger.tsx";
import { EDIT_KIT } from "./edit-kit.tsx";

afterEach(cleanup);

const CHOICE: ImageChoice = {
  url: "/media/site/new-768.webp",
  sizes: {
    small: { url: "/media/site/new-480.webp", width: 480, height: 320 },
    medium: { url: "/media/site/new-768.webp", width: 768, height: 512 },
  },
  crop: { containerWidth: 300, width: 450, left: -75, top: 0 },
};

const LANGUAGES = ["pt", "en"];

/** The template with a background image on the first terms section (the template has none). */
function siteWithTermsBackground(): Site {
  return applied(templateSite(), {
    op: "setField",
    language: "pt",
    pagePath: "/termos",
    sectionId: "terms-1",
    path: ["backgroundImgUrl"],
    value: {
      url: "/images/hero-768.webp",
      sizes: { medium: { url: "/images/hero-768.webp", width: 768, height: 432 } },
    },
  }).site;
}

type Options = {
  site: Site;
  pagePath: string;
  mode?: "view" | "edit";
  /** `false`: the editor gives no image picker. */
  hasPicker?: boolean;
};

/** Renders `node` in the site's English page, recording the picker's requests and the edits. */
function renderEditing(node: ReactNode, options: Options) {
  const requests: ImageRequest[] = [];
  const operations: OperationInput[] = [];
  const value: RenderModeValue = {
    ...renderModeFor({
      site: options.site,
      language: "en",
      pagePath: options.pagePath,
      mode: options.mode ?? "edit",
      editKit: EDIT_KIT,
      onEdit: (edit) => operations.push(...edit),
    }),
    pickImage:
      options.hasPicker === false
        ? undefined
        : async (request) => {
            requests.push(request);
            return CHOICE;
          },
  };
  const view = render(<RenderModeProvider value={value}>{node}</RenderModeProvider>);
  return { requests, operations, view };
}

/** The control is a focusable button of its own: not hidden, not inside a link or a button. */
function expectOperable(control: HTMLElement) {
  expect(control.tagName).toBe("BUTTON");
  expect(control.getAttribute("type")).toBe("button");
  expect(control.closest("[aria-hidden='true']")).toBeNull();
  expect(control.parentElement?.closest("a, button")).toBeNull();
  control.focus();
  expect(document.activeElement).toBe(control);
}

async function replace(name: string) {
  const control = screen.getByRole("button", { name });
  expectOperable(control);
  await act(async () => {
    fireEvent.click(control);
  });
}

describe("a section's background image in edit mode", () => {
  const site = siteWithTermsBackground();
  const terms = () => (
    <LongText component={sectionOf(site, "en", "/termos", "terms-1") as never} isFirst={false} />
  );

  it("is replaced by a control outside the background's hidden layer, as one setField core applies with its sizes", async () => {
    const { requests, operations, view } = renderEditing(terms(), { site, pagePath: "/termos" });
    const control = screen.getByRole("button", { name: "Replace background image" });
    expect(control.closest("section")?.id).toBe("terms-1");
    await replace("Replace background image");
    expect(requests).toEqual([{ label: "Background image", current: "/images/hero-768.webp" }]);
    expect(operations).toEqual([
      {
        op: "setField",
        language: "en",
        pagePath: "/termos",
        sectionId: "terms-1",
        path: ["backgroundImgUrl"],
        value: CHOICE,
      },
    ]);
    const { site: next } = applied(site, operations[0]);
    for (const language of LANGUAGES) {
      const before = sectionOf(site, language, "/termos", "terms-1").data;
      // A background has no crop field: its address and sizes change, nothing else.
      expect(sectionOf(next, language, "/termos", "terms-1").data).toEqual({
        ...before,
        backgroundImgUrl: CHOICE.url,
        backgroundImgDimensions: CHOICE.sizes,
      });
    }
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it("is not shown without a background, without a picker, or in view mode", () => {
    const plain = templateSite();
    renderEditing(
      <LongText
        component={sectionOf(plain, "en", "/termos", "terms-1") as never}
        isFirst={false}
      />,
      { site: plain, pagePath: "/termos" },
    );
    expect(screen.queryByRole("button", { name: /^Replace / })).toBeNull();
    cleanup();
    renderEditing(terms(), { site, pagePath: "/termos", hasPicker: false });
    expect(screen.queryByRole("button", { name: /^Replace / })).toBeNull();
    cleanup();
    renderEditing(terms(), { site, pagePath: "/termos", mode: "view" });
    expect(screen.queryByRole("button", { name: /^Replace / })).toBeNull();
  });
});

describe("the hero's background image in edit mode", () => {
  const site = templateSite();
  const hero = () => <HeroHeader component={sectionOf(site, "en", "/", "hero") as never} isFirst />;

  it("is replaced with the hero's own fields as one setField core applies with its sizes", async () => {
    const { requests, operations, view } = renderEditing(hero(), { site, pagePath: "/" });
    await replace("Replace hero background image");
    expect(requests).toEqual([
      { label: "Hero background image", current: "/images/hero-768.webp" },
    ]);
    expect(operations).toEqual([
      {
        op: "setField",
        language: "en",
        pagePath: "/",
        sectionId: "hero",
        path: ["backgroundImgUrl"],
        value: CHOICE,
      },
    ]);
    const { site: next } = applied(site, operations[0]);
    for (const language of LANGUAGES) {
      const before = sectionOf(site, language, "/", "hero").data;
      expect(sectionOf(next, language, "/", "hero").data).toEqual({
        ...before,
        backgroundImgUrl: CHOICE.url,
        backgroundImgDimensions: CHOICE.sizes,
      });
    }
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it("is not shown without a picker or in view mode", () => {
    renderEditing(hero(), { site, pagePath: "/", hasPicker: false });
    expect(screen.queryByRole("button", { name: "Replace hero background image" })).toBeNull();
    cleanup();
    renderEditing(hero(), { site, pagePath: "/", mode: "view" });
    expect(screen.queryByRole("button", { name: /^Replace / })).toBeNull();
  });
});

describe("a chat's avatar in edit mode", () => {
  const site = templateSite();
  const AVATAR_PATH = ["messengers", "data", 0, "data", "avatar"];
  const openCard = () => fireEvent.click(screen.getByRole("button", { name: "WhatsApp chat" }));

  it("is replaced in the site's messengers as one setSiteField core applies with its crop, and the card shows the new avatar", async () => {
    const { requests, operations, view } = renderEditing(<Messenger />, { site, pagePath: "/" });
    openCard();
    await replace("Replace avatar of Maré Rent");
    expect(requests).toEqual([
      { label: "Avatar of Maré Rent", current: "/images/avatar-480.webp" },
    ]);
    expect(operations).toEqual([
      { op: "setSiteField", language: "en", path: AVATAR_PATH, value: CHOICE },
    ]);
    const { site: next, inverse } = applied(site, operations[0]);
    for (const language of LANGUAGES) {
      const before = site.content[language]?.messengers?.data[0]?.data;
      // An avatar has no sizes field: its address, optimised copy and crop change.
      expect(next.content[language]?.messengers?.data[0]?.data).toEqual({
        ...before,
        avatar: CHOICE.url,
        optimizedAvatar: CHOICE.url,
        imgCropParams: CHOICE.crop,
      });
    }
    let undone = next;
    for (const operation of inverse) undone = applied(undone, operation).site;
    expect(undone).toEqual(site);
    expect(await axeViolations(view.container)).toEqual([]);

    cleanup();
    renderEditing(<Messenger />, { site: next, pagePath: "/" });
    openCard();
    const dialog = screen.getByRole("dialog", { name: "Maré Rent" });
    expect(dialog.querySelector("img")?.getAttribute("src")).toMatch(
      /\/media\/site\/new-768\.webp$/,
    );
  });

  it("is not shown without a picker or in view mode", () => {
    renderEditing(<Messenger />, { site, pagePath: "/", hasPicker: false });
    openCard();
    expect(screen.getByRole("dialog", { name: "Maré Rent" })).toBeDefined();
    expect(screen.queryByRole("button", { name: /^Replace / })).toBeNull();
    cleanup();
    renderEditing(<Messenger />, { site, pagePath: "/", mode: "view" });
    openCard();
    expect(screen.getByRole("dialog", { name: "Maré Rent" })).toBeDefined();
    expect(screen.queryByRole("button", { name: /^Replace / })).toBeNull();
  });
});
