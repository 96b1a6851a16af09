import { logoWidthBounds } from "@ilha/core";
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ComponentScope } from "../../component-scope.tsx";
import { renderInSite, renderToHtml } from "../../test-support/render-section.tsx";
import { Logo, type LogoData } from "./logo.tsx";

const variant = (width: number) => ({
  url: `/images/logo-${width}.webp`,
  width,
  height: width / 3,
});
const LOGO: LogoData = {
  logoSrc: "/images/logo-768.webp",
  logoDimensions: { small: variant(480), medium: variant(768) },
  logoWidth: 150,
  logoAlt: "Maré Rent",
  logoColor: "default",
};

/** The published frame's width per breakpoint class (up to 768, up to 1024, larger). */
function widthsOf(container: HTMLElement): string[] {
  const frame = container.querySelector<HTMLElement>("[data-logo-color]");
  return ["small", "medium", "large"].map(
    (name) => frame?.style.getPropertyValue(`--logo-width-${name}`) ?? "",
  );
}

describe("logo", () => {
  it("links home with the stored width when it is within every breakpoint's bounds", () => {
    const { container } = renderInSite(<Logo logo={LOGO} />);
    expect(screen.getByRole("link").getAttribute("href")).toBe("/s/bilingual/en/");
    expect(widthsOf(container)).toEqual(["150px", "150px", "150px"]);
  });

  it("clamps the published width to 200, 300 and 400 and to 70, 90 and 115 times the ratio", () => {
    const { container } = renderInSite(<Logo logo={{ ...LOGO, logoWidth: 350 }} />);
    // A 3:1 image: 70 × 3 = 210 ≥ 200, 90 × 3 = 270 < 300, 115 × 3 = 345 < 400.
    expect(widthsOf(container)).toEqual(["200px", "270px", "345px"]);
    const frame = container.querySelector<HTMLElement>("[data-logo-color]");
    expect(
      ["small", "medium", "large"].map((name) =>
        frame?.style.getPropertyValue(`--logo-max-height-${name}`),
      ),
    ).toEqual(["70px", "90px", "115px"]);
    expect(container.querySelector("img")?.getAttribute("sizes")).toBe(
      "(max-width: 768px) 200px, (max-width: 1024px) 270px, 345px",
    );
  });

  it("keeps the published logo at least 10 wide", () => {
    const tall = { url: "/images/logo-tall.webp", width: 100, height: 400 };
    const { container } = renderInSite(
      <Logo logo={{ ...LOGO, logoWidth: 4, logoDimensions: { medium: tall } }} />,
    );
    expect(widthsOf(container)).toEqual(["10px", "10px", "10px"]);
  });

  it("shows a logo of unknown dimensions 120 wide up to 1024 and clamps it above", () => {
    const unknown = { ...LOGO, logoDimensions: undefined };
    const narrow = renderInSite(<Logo logo={{ ...unknown, logoWidth: 4 }} />);
    expect(widthsOf(narrow.container)).toEqual(["120px", "120px", "10px"]);
    const wide = renderInSite(<Logo logo={{ ...unknown, logoWidth: 500 }} />);
    expect(widthsOf(wide.container)).toEqual(["120px", "120px", "400px"]);
  });

  it("sets the clamped widths in the server markup, before any script runs", () => {
    const html = renderToHtml(<Logo logo={{ ...LOGO, logoWidth: 350 }} />);
    expect(html).toContain("--logo-width-small:200px");
    expect(html).toContain("--logo-width-medium:270px");
    expect(html).toContain("--logo-width-large:345px");
  });

  it("shows the site's name when there is no logo image", () => {
    renderInSite(<Logo logo={{ ...LOGO, logoSrc: "" }} />);
    expect(screen.getByRole("link").textContent).toBe("Bilingual");
  });

  it("falls back to 50 px wide at every screen width when the logo image fails", () => {
    const { container } = renderInSite(<Logo logo={LOGO} />);
    const image = container.querySelector("img");
    if (image === null) throw new Error("the logo has an image");
    fireEvent.error(image);
    const frame = container.querySelector<HTMLElement>("[data-logo-color]");
    expect(widthsOf(container)).toEqual(["50px", "50px", "50px"]);
    expect(frame?.dataset.failed).toBe("true");
    expect(screen.getByRole("img", { name: "Failed" })).toBeTruthy();
  });

  it("has a resize handle within the spec's bounds in edit mode", () => {
    renderInSite(
      <ComponentScope scope={{ kind: "section", id: "hero", type: "hero-header", data: {} }}>
        <Logo logo={LOGO} />
      </ComponentScope>,
      { mode: "edit" },
    );
    const handle = screen.getByRole("slider", { name: "Logo width" });
    expect(handle.closest("a")).toBeNull();
    expect(screen.getByRole("link").contains(screen.getByRole("img"))).toBe(true);
    const bounds = logoWidthBounds({ screenWidth: window.innerWidth, dimensions: variant(768) });
    expect(Number(handle.getAttribute("aria-valuemin"))).toBeCloseTo(bounds.min);
    expect(Number(handle.getAttribute("aria-valuemax"))).toBeCloseTo(bounds.max);
    expect(Number(handle.getAttribute("aria-valuenow"))).toBe(150);
  });

  it.each(["white", "black"] as const)(
    "draws a %s logo through its own filter, which keeps the logo's shape (lightness becomes transparency)",
    (logoColor) => {
      const { container } = renderInSite(
        <>
          <Logo logo={{ ...LOGO, logoColor }} />
          <Logo logo={{ ...LOGO, logoColor }} />
        </>,
      );
      const frames = [...container.querySelectorAll<HTMLElement>("[data-logo-color]")];
      const ids = frames.map((frame) => frame.querySelector("filter")?.id ?? "");
      expect(new Set(ids).size).toBe(2);
      for (const [index, frame] of frames.entries()) {
        expect(frame.style.getPropertyValue("--logo-filter")).toBe(`url("#${ids[index]}")`);
        const matrix = frame.querySelector("feColorMatrix")?.getAttribute("values")?.split(" ");
        const ink = logoColor === "white" ? "1" : "0";
        expect(matrix?.filter((_, at) => at % 5 === 4).slice(0, 3)).toEqual([ink, ink, ink]);
        expect(Number(matrix?.[18])).toBe(1);
        expect(Number(matrix?.[16])).toBeLessThan(-0.5);
      }
    },
  );

  it("draws a default-coloured logo as it is, without a filter", () => {
    const { container } = renderInSite(<Logo logo={LOGO} />);
    expect(container.querySelector("filter")).toBeNull();
  });

  it("logs Failed to fetch when the logo image fails to load", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { container } = renderInSite(<Logo logo={LOGO} />);
    fireEvent.error(container.querySelector("img") as HTMLImageElement);
    expect(error).toHaveBeenCalledWith("Failed to fetch");
    error.mockRestore();
  });
});
