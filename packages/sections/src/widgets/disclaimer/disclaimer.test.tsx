import { act, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fixtureSite, renderInSite } from "../../test-support/render-section.tsx";
import { axeViolations, expectHydrationUnchanged } from "../../test-support/section-checks.ts";
import { Disclaimer } from "./disclaimer.tsx";

const freeSite = () => ({ ...fixtureSite(), plan: "free" as const });

const animation = () => act(() => new Promise((done) => setTimeout(done, 350)));

describe("Disclaimer", () => {
  it("tells visitors of free sites who made the site, with a Report button", () => {
    renderInSite(<Disclaimer />, { site: freeSite(), language: "pt" });
    expect(
      screen.getByText("Este site foi criado com a Ilha e não é gerido pela Ilha."),
    ).toBeTruthy();
    const report = screen.getByRole("button", { name: "Denunciar este site" });
    expect(report.getAttribute("aria-haspopup")).toBe("dialog");
  });

  it("is not shown on paid sites or previews", () => {
    const paid = renderInSite(<Disclaimer />);
    expect(paid.container.innerHTML).toBe("");
    paid.unmount();
    const preview = renderInSite(<Disclaimer />, { site: freeSite(), isPreview: true });
    expect(preview.container.innerHTML).toBe("");
  });

  it("hydrates the server markup without changes or errors", async () => {
    await expectHydrationUnchanged(<Disclaimer />, { site: freeSite() });
  });

  it("opens the report form, E-mail first, and gives focus back to the button when it closes", async () => {
    renderInSite(<Disclaimer />, { site: freeSite() });
    const report = screen.getByRole("button", { name: "Report this website" });
    report.focus();
    fireEvent.click(report);
    const dialog = await screen.findByRole("dialog", { name: "What's wrong with this website?" });
    await animation();
    expect(screen.getByLabelText("E-mail").hasAttribute("autofocus")).toBe(true);
    expect(await axeViolations(dialog)).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    await animation();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(report);
  });
});
