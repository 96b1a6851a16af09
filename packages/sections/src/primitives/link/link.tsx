import { resolveLink } from "@ilha/core";
import type { MouseEvent, ReactNode } from "react";
import type { FieldPath } from "../../edit-kit-contract.ts";
import { useRenderMode } from "../../render-mode.tsx";

export type LinkProps = {
  link: string;
  children: ReactNode;
  className?: string | undefined;
  "aria-label"?: string | undefined;
  "aria-current"?: "page" | undefined;
  /** The address field this link shows: in edit mode its address is edited beside it. */
  field?: FieldPath | undefined;
  /** What the link is, for the edit control's name. */
  editLabel?: string | undefined;
};

function preventNavigation(event: MouseEvent) {
  event.preventDefault();
}

/**
 * A free-form link (spec §2): internal links take the route base, external ones open in a new
 * tab, unsafe ones render as plain text. In edit mode links are inert, and a link with its
 * `field` gets the kit's address editor beside it (never inside it).
 */
export function Link({ link, children, className, field, editLabel, ...aria }: LinkProps) {
  const { mode, site, search, editKit } = useRenderMode();
  const anchor = (
    <Anchor
      link={link}
      className={className}
      aria={aria}
      mode={mode}
      routeBase={site.routeBase}
      search={search}
    >
      {children}
    </Anchor>
  );
  if (editKit === undefined || field === undefined) return anchor;
  return (
    <>
      {anchor}
      <editKit.LinkEditor field={field} value={link} label={editLabel ?? link} />
    </>
  );
}

function Anchor({
  link,
  className,
  aria,
  mode,
  routeBase,
  search,
  children,
}: {
  link: string;
  className: string | undefined;
  aria: Pick<LinkProps, "aria-label" | "aria-current">;
  mode: "view" | "edit";
  routeBase: string;
  search: string;
  children: ReactNode;
}) {
  const resolved = resolveLink({ link, mode, routeBase, search });
  if (resolved.href === undefined) return <span className={className}>{children}</span>;
  return (
    <a
      href={resolved.href}
      target={resolved.target}
      rel={resolved.rel}
      className={className}
      data-link={resolved.kind}
      onClick={mode === "edit" ? preventNavigation : undefined}
      {...aria}
    >
      {children}
    </a>
  );
}
