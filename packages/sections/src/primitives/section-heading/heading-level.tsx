import { createContext, type ReactNode, useContext } from "react";

export type HeadingLevel = "h1" | "h2";

const HeadingLevelContext = createContext<HeadingLevel>("h2");

/**
 * The level of a section's title: `h1` for the first section of a page whose header has no
 * title of its own (a navbar-only header), so every page has exactly one `h1`; else `h2`.
 */
export function HeadingLevelProvider({
  level,
  children,
}: {
  level: HeadingLevel;
  children: ReactNode;
}) {
  return <HeadingLevelContext.Provider value={level}>{children}</HeadingLevelContext.Provider>;
}

export function useHeadingLevel(): HeadingLevel {
  return useContext(HeadingLevelContext);
}

/** The element of a text tag: `subheading` is h2 under an h1 section title, else h3. */
export function useTextElement<T extends string>(tag: T | "subheading"): T | "h2" | "h3" {
  const level = useHeadingLevel();
  if (tag !== "subheading") return tag;
  return level === "h1" ? "h2" : "h3";
}
