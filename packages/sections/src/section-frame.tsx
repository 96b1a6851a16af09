import type { Component } from "@ilha/core";
import type { ReactNode } from "react";
import { ComponentScope } from "./component-scope.tsx";
import {
  BackgroundEditor,
  backgroundOf,
  isFrameBackground,
  SectionBackground,
} from "./section-background.tsx";
import styles from "./section-frame.module.css";

/**
 * Every section's outer element: its anchor id, colour mode, orientation and background image
 * (in edit mode, on every kind that can have one, its add or replace control after the content).
 */
export function SectionFrame({
  component,
  children,
  as: Tag = "section",
  className,
  label,
}: {
  component: Pick<Component, "id" | "colorMode" | "orientation" | "type" | "data">;
  children: ReactNode;
  as?: "section" | "header" | "footer";
  className?: string | undefined;
  /** The accessible name of the region, usually its heading's text. */
  label?: string | undefined;
}) {
  const background = backgroundOf(component);
  return (
    <ComponentScope
      scope={{ kind: "section", id: component.id, type: component.type, data: component.data }}
    >
      <Tag
        id={component.id}
        className={`${styles.frame} ${className ?? ""}`}
        data-section={component.type}
        data-color-mode={component.colorMode}
        data-orientation={component.orientation}
        aria-label={label === undefined || label.trim() === "" ? undefined : label}
        data-has-background={background === undefined ? undefined : ""}
      >
        {background !== undefined && <SectionBackground background={background} />}
        {children}
        {isFrameBackground(component.type) && <BackgroundEditor label="Background image" />}
      </Tag>
    </ComponentScope>
  );
}
