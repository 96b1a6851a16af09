import type { NavLink as NavLinkData } from "@ilha/core";
import { Link } from "../../primitives/link/link.tsx";
import { useRenderMode } from "../../render-mode.tsx";
import styles from "./nav-link.module.css";

/** A header link, marked as the current page when it leads to it; a long text ends in "…". */
export function NavLink({ item }: { item: NavLinkData }) {
  const { pagePath } = useRenderMode();
  return (
    <Link
      link={item.link}
      className={styles.link}
      aria-current={item.link === pagePath ? "page" : undefined}
    >
      <span className={styles.text}>{item.text}</span>
    </Link>
  );
}
