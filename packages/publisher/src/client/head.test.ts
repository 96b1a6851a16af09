// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { applyHead } from "./head.ts";
import type { PageData } from "./page-data.ts";

function dataWithHead(head: PageData["head"]): PageData {
  return { head } as PageData;
}

const meta = (name: string) =>
  document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;

beforeEach(() => {
  document.documentElement.lang = "pt";
  document.head.innerHTML = [
    "<title>Início | Maré Rent</title>",
    '<meta name="description" content="Aluguer de carros e scooters">',
    '<meta name="keywords" content="aluguer de carros Porto Santo">',
    '<link rel="canonical" href="https://mare-rent.example/">',
  ].join("");
});

describe("applyHead", () => {
  it("sets the next page's title, description, keywords, language and canonical URL", () => {
    applyHead(
      dataWithHead({
        lang: "en",
        title: "Prices | Maré Rent",
        description: "Car hire prices per group",
        keywords: "car hire prices, deductible",
      }),
      new URL("https://mare-rent.example/en/pricing/#plans"),
    );
    expect(document.title).toBe("Prices | Maré Rent");
    expect(document.documentElement.lang).toBe("en");
    expect(meta("description")).toBe("Car hire prices per group");
    expect(meta("keywords")).toBe("car hire prices, deductible");
    expect(document.head.querySelectorAll('meta[name="keywords"]')).toHaveLength(1);
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe(
      "https://mare-rent.example/en/pricing/",
    );
  });

  it("adds the description and keywords tags when the page had none", () => {
    document.head.innerHTML = "<title>404</title>";
    applyHead(
      dataWithHead({ lang: "pt", title: "Preços", description: "Preços", keywords: "franquia" }),
      new URL("https://mare-rent.example/pricing/"),
    );
    expect(meta("description")).toBe("Preços");
    expect(meta("keywords")).toBe("franquia");
  });

  it("removes the keywords tag for a page without keywords, as its built HTML has none", () => {
    applyHead(
      dataWithHead({ lang: "pt", title: "Sobre", description: "Sobre nós", keywords: "" }),
      new URL("https://mare-rent.example/about/"),
    );
    expect(document.head.querySelector('meta[name="keywords"]')).toBeNull();
    expect(meta("description")).toBe("Sobre nós");
  });
});
