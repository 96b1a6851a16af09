import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createStore, type StoreApi } from "zustand/vanilla";
import { afterNextFrame } from "./after-frame.ts";
import { useStore, useStoreAfterFrame } from "./use-store.ts";

type Count = { count: number };

type Store = StoreApi<Count>;

function Now({ store }: { store: Store }) {
  return <span data-testid="now">{useStore(store, (state) => state.count)}</span>;
}

function Later({ store }: { store: Store }) {
  return <span data-testid="later">{useStoreAfterFrame(store, (state) => state.count)}</span>;
}

const nextFrame = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));

describe("a store's views", () => {
  it("follow the store at once, or, for the shell's status, once the next frame is drawn", async () => {
    const store = createStore<Count>(() => ({ count: 0 }));
    render(
      <p>
        <Now store={store} /> <Later store={store} />
      </p>,
    );
    act(() => {
      store.setState({ count: 1 });
      store.setState({ count: 2 });
    });
    expect(screen.getByTestId("now").textContent).toBe("2");
    expect(screen.getByTestId("later").textContent).toBe("0");
    await act(nextFrame);
    await act(nextFrame);
    expect(screen.getByTestId("later").textContent).toBe("2");
  });

  it("runs what waits for a frame once, and not at all once cancelled", async () => {
    const runs: string[] = [];
    afterNextFrame(() => runs.push("kept"));
    const cancel = afterNextFrame(() => runs.push("cancelled"));
    cancel();
    expect(runs).toEqual([]);
    await new Promise((done) => setTimeout(done, 150));
    expect(runs).toEqual(["kept"]);
  });
});
