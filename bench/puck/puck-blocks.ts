import type { Data } from "@puckeditor/core";

/** How many text blocks the page holds: read from the page's address (`?blocks=300`). */
export function blockCount(search: string): number {
  const count = Number(new URLSearchParams(search).get("blocks"));
  return Number.isInteger(count) && count > 0 ? count : 300;
}

/** A page of `count` text blocks, each with an id of its own (`text-{n}`). */
export function textBlocks(count: number): Data {
  return {
    root: { props: {} },
    content: Array.from({ length: count }, (_, n) => ({
      type: "Text",
      props: { id: `text-${n}`, text: `Block ${n}: a sentence of text about renting a car.` },
    })),
  };
}
