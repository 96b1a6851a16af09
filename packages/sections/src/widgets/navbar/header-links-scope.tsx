import type { NavLink } from "@ilha/core";
import type { ReactNode } from "react";
import { ComponentScope } from "../../component-scope.tsx";
import type { FieldPath } from "../../edit-kit-contract.ts";
import { useEditKit, useRenderMode } from "../../render-mode.tsx";

/** The site's header links: one list for every page of a language, addressed by their edits. */
export const HEADER_LINKS: FieldPath = ["headerLinks"];

/** A header link added in edit mode: to the home page until its owner says where. */
export const newHeaderLink = (): NavLink => ({ text: "Link", link: "/" });

/** In edit mode the header links are the site's own part: edits inside address it. */
export function HeaderLinksScope({ children }: { children: ReactNode }) {
  const { site } = useRenderMode();
  if (useEditKit() === undefined) return children;
  return (
    <ComponentScope scope={{ kind: "site", data: { headerLinks: site.projectLinks.headerLinks } }}>
      {children}
    </ComponentScope>
  );
}
