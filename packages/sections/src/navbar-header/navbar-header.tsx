import { SectionFrame } from "../section-frame.tsx";
import type { SectionProps } from "../section-view.ts";
import { Navbar } from "../widgets/navbar/navbar.tsx";
import styles from "./navbar-header.module.css";

/** The minimal header: the navigation bar alone (logo, header links, language menu). */
export function NavbarHeader({ component }: SectionProps<"navbar-header">) {
  const { data } = component;
  return (
    <SectionFrame component={component} as="header" className={styles.header}>
      <Navbar
        logo={{
          logoSrc: data.logoSrc,
          logoDimensions: data.logoDimensions,
          logoWidth: data.logoWidth,
          logoAlt: data.logoAlt,
          logoColor: data.logoColor,
        }}
      />
    </SectionFrame>
  );
}
