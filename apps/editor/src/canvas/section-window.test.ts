import { describe, expect, it } from "vitest";
import { createSectionWindow, nearRange, WINDOWED_FROM } from "./section-window.ts";

/** Boxes of 100 px one under the other, the first `offset` px from the top of the screen. */
const boxes = (offset: number) => (index: number) => ({
  top: offset + index * 100,
  bottom: offset + (index + 1) * 100,
});

describe("the sections near the screen", () => {
  it("are those within the margin above and below the screen", () => {
    // Screen 800 px high, 200 px of margin: boxes reaching below -200 and starting above 1000.
    expect(nearRange(40, boxes(-1000), 800, 200)).toEqual({ first: 7, last: 20 });
    expect(nearRange(40, boxes(0), 800, 0)).toEqual({ first: 0, last: 8 });
  });

  it("are none when the page lies wholly above or below the margin, or has no section", () => {
    expect(nearRange(10, boxes(-5000), 800, 200)).toBeUndefined();
    expect(nearRange(10, boxes(2000), 800, 200)).toBeUndefined();
    expect(nearRange(0, boxes(0), 800, 200)).toBeUndefined();
  });

  it("reads a long page's boxes a few times, not each", () => {
    let reads = 0;
    const read = boxes(-150_000);
    nearRange(
      3000,
      (index) => {
        reads += 1;
        return read(index);
      },
      900,
      1350,
    );
    expect(reads).toBeLessThanOrEqual(2 * Math.ceil(Math.log2(3001)));
  });
});

describe("a page's window of sections, before its first measure", () => {
  it("is kept only on a page longer than the limit, its first sections drawn", () => {
    const ids = (count: number) => Array.from({ length: count }, (_, index) => `s${index}`);
    expect(createSectionWindow(ids(WINDOWED_FROM)).getState().isWindowed).toBe(false);
    const long = createSectionWindow(ids(WINDOWED_FROM + 1)).getState();
    expect(long.isWindowed).toBe(true);
    expect([...long.near]).toEqual(ids(8));
  });
});
