import { describe, expect, it } from "vitest";
import { batched } from "./batched.ts";

describe("batched", () => {
  it("writes the items that arrive during a write together in the next write, each caller getting its own result", async () => {
    const writes: number[][] = [];
    const double = batched({
      write: async (items: number[]) => {
        writes.push(items);
        await new Promise((resolve) => setTimeout(resolve, 10));
        return items.map((item) => item * 2);
      },
    });
    const results = await Promise.all([1, 2, 3, 4].map((item) => double(item)));
    expect(results).toEqual([2, 4, 6, 8]);
    expect(writes).toEqual([[1], [2, 3, 4]]);
  });

  it("fails only the bad item of a failed batch, writing the others on their own", async () => {
    const writes: number[][] = [];
    const store = batched({
      write: async (items: number[]) => {
        writes.push(items);
        await new Promise((resolve) => setTimeout(resolve, 5));
        if (items.includes(13)) throw new Error("13 is refused");
        return items;
      },
    });
    const settled = await Promise.allSettled([1, 2, 13, 4].map((item) => store(item)));
    expect(settled.map((result) => result.status)).toEqual([
      "fulfilled",
      "fulfilled",
      "rejected",
      "fulfilled",
    ]);
    expect(writes).toEqual([[1], [2, 13, 4], [2], [13], [4]]);
  });

  it("writes no more than maxBatch items at a time", async () => {
    const sizes: number[] = [];
    const store = batched({
      maxBatch: 3,
      write: async (items: number[]) => {
        sizes.push(items.length);
        await new Promise((resolve) => setTimeout(resolve, 5));
        return items;
      },
    });
    await Promise.all(Array.from({ length: 8 }, (_, item) => store(item)));
    expect(sizes).toEqual([1, 3, 3, 1]);
  });
});
