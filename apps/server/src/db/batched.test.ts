import { describe, expect, it } from "vitest";
import { batched, MAX_WAIT_TURNS } from "./batched.ts";

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe("batched", () => {
  it("writes what arrives during a write in the next one, each caller getting its own result", async () => {
    const writes: number[][] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const double = batched({
      write: async (items: number[]) => {
        writes.push(items);
        await held;
        return items.map((item) => item * 2);
      },
    });
    const first = [1, 2].map((item) => double(item));
    while (writes.length === 0) await nextTurn();
    const second = [3, 4, 5].map((item) => double(item));
    for (let turn = 0; turn <= MAX_WAIT_TURNS + 1; turn++) await nextTurn();
    expect(writes).toEqual([[1, 2]]);
    release();
    expect(await Promise.all([...first, ...second])).toEqual([2, 4, 6, 8, 10]);
    expect(writes).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
  });

  it(`waits while each turn of the event loop queues more, up to ${MAX_WAIT_TURNS} turns, then writes what it has`, async () => {
    const writes: number[][] = [];
    const store = batched({
      write: async (items: number[]) => {
        writes.push(items);
        return items;
      },
    });
    const stored: Promise<number>[] = [];
    for (let turn = 0; turn <= MAX_WAIT_TURNS + 1; turn++) {
      stored.push(store(turn));
      await nextTurn();
    }
    await Promise.all(stored);
    expect(writes).toEqual([
      Array.from({ length: MAX_WAIT_TURNS + 1 }, (_, turn) => turn),
      [MAX_WAIT_TURNS + 1],
    ]);
    writes.length = 0;
    await store(42);
    expect(writes).toEqual([[42]]);
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
    expect(writes).toEqual([[1, 2, 13, 4], [1], [2], [13], [4]]);
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
    expect(sizes).toEqual([3, 3, 2]);
  });
});
