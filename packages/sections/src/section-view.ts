import type { ComponentOf, SectionCategory, SectionData, SectionType } from "@ilha/core";
import type { ReactNode } from "react";

export type SectionProps<T extends SectionType> = {
  component: ComponentOf<T>;
  /** The first section of the page: its images load eagerly (they are above the fold). */
  isFirst: boolean;
};

/** A section kind's view: a plain component from its component's props to markup. */
export type SectionView<T extends SectionType> = (props: SectionProps<T>) => ReactNode;

/** What the editor knows of a section kind. */
export type SectionConfig<T extends SectionType> = {
  label: string;
  category: SectionCategory;
  description: string;
  /** Whether its orientation (LEFT, RIGHT) changes its view: it swaps its sides. */
  isMirrored: boolean;
  /**
   * The data of a newly added section of this kind, its texts in `language` (English when Ilha
   * has no defaults in it, and when none is given); it validates against the kind's schema.
   */
  defaults: (language?: string) => SectionData<T>;
};
