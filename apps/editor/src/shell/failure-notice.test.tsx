import { fireEvent, render, screen } from "@testing-library/react";
import axe from "axe-core";
import { lazy, Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { FailureBoundary } from "./failure-notice.tsx";

/** A part of the editor whose file cannot be loaded (as after Ilha was updated under the tab). */
const Unloadable = lazy(() =>
  Promise.reject(new TypeError("Failed to fetch dynamically imported module")),
);

function Faulty(): never {
  throw new Error("a fault in the part");
}

describe("a part of the editor that fails", () => {
  it("shows, in its place, what failed, that the edits are kept, and reloads the editor when asked", async () => {
    const reload = vi.fn();
    // React reports the caught error on the console; the notice is what the owner sees.
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    const { container } = render(
      <main>
        <p>The canvas stays.</p>
        <FailureBoundary title="This panel could not be opened." onReload={reload}>
          <Suspense fallback={<p>Opening…</p>}>
            <Unloadable />
          </Suspense>
        </FailureBoundary>
      </main>,
    );
    const notice = await screen.findByRole("alert");
    quiet.mockRestore();
    expect(notice.textContent).toContain("This panel could not be opened.");
    expect(notice.textContent).toContain(
      "Your edits are kept on this device: reload the editor to go on.",
    );
    expect(screen.getByText("The canvas stays.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Reload the editor" }));
    expect(reload).toHaveBeenCalledTimes(1);
    const results = await axe.run(container);
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it("keeps a fault while rendering to the part that failed", () => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <>
        <FailureBoundary title="Something went wrong in the editor.">
          <Faulty />
        </FailureBoundary>
        <p>Beside it.</p>
      </>,
    );
    quiet.mockRestore();
    expect(screen.getByRole("alert").textContent).toContain("Something went wrong in the editor.");
    expect(screen.getByText("Beside it.")).toBeTruthy();
  });
});
