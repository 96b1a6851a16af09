import { logoWidthBounds } from "@ilha/core";
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ComponentScope } from "../../component-scope.tsx";
import { renderInSite } from "../../test-support/render-section.tsx";
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

describe("logo", () => {
  it("links home with the stored width", () => {
    const { container } = renderInSite(<Logo logo={LOGO} />);
    expect(screen.getByRole("link").getAttribute("href")).toBe("/s/bilingual/en/");
    expect(container.querySelector<HTMLElement>("[data-logo-color]")?.style.width).toBe("150px");
  });

  it("shows the site's name when there is no logo image", () => {
    renderInSite(<Logo logo={{ ...LOGO, logoSrc: "" }} />);
    expect(screen.getByRole("link").textContent).toBe("Bilingual");
  });

  it("falls back to 50 px wide when the logo image fails", () => {
    const { container } = renderInSite(<Logo logo={LOGO} />);
    const image = container.querySelector("img");
    if (image === null) throw new Error("the logo has an image");
    fireEvent.error(image);
    const frame = container.querySelector<HTMLElement>("[data-logo-color]");
    expect(frame?.style.width).toBe("50px");
    expect(frame?.dataset.failed).toBe("true");
    expect(screen.getByRole("img", { name: "Failed" })).toBeTruthy();
  });

  it("has a resize handle within the spec's bounds in edit mode", () => {
    renderInSite(
      <ComponentScope id="hero">
        <Logo logo={LOGO} />
      </ComponentScope>,
      { mode: "edit" },
    );
    const handle = screen.getByRole("slider", { name: "Logo width" });
    const bounds = logoWidthBounds({ screenWidth: window.innerWidth, dimensions: variant(768) });
    expect(Number(handle.getAttribute("aria-valuemin"))).toBeCloseTo(bounds.min);
    expect(Number(handle.getAttribute("aria-valuemax"))).toBeCloseTo(bounds.max);
    expect(Number(handle.getAttribute("aria-valuenow"))).toBe(150);
  });
});
