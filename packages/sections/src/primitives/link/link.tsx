import { resolveLink } from "@ilha/core";
import type { MouseEvent, ReactNode } from "react";
import { useRenderMode } from "../../render-mode.tsx";

export type LinkProps = {
  link: string;
  children: ReactNode;
  className?: string | undefined;
  "aria-label"?: string | undefined;
  "aria-current"?: "page" | undefined;
};

function preventNavigation(event: MouseEvent) {
  event.preventDefault();
}

/**
 * A free-form link (spec §2): internal links take the route base, external ones open in a new
 * tab, unsafe ones render as plain text. In edit mode links are inert.
 */
export function Link({ link, children, className, ...aria }: LinkProps) {
  const { mode, site, search } = useRenderMode();
  const resolved = resolveLink({ link, mode, routeBase: site.routeBase, search });
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
