import { describe, expect, it } from "vitest";
import { ERRORS } from "../errors.ts";
import { pagePathProblem } from "./page-path.ts";

const pages = [{ path: "/" }, { path: "/pricing" }, { path: "/termos" }];

describe("pagePathProblem", () => {
  it("accepts a new slash path no page has", () => {
    expect(pagePathProblem({ path: "/contacts", pages })).toBeUndefined();
    expect(pagePathProblem({ path: "/frota/carros-grupo-a", pages })).toBeUndefined();
  });

  it.each(["contacts", "/Contacts", "/contacts/", "/con tacts", "//contacts", "/contacts-", ""])(
    "refuses %j with the catalogue's path message",
    (path) => {
      expect(pagePathProblem({ path, pages })).toBe("invalidPagePath");
      expect(ERRORS.invalidPagePath.message).toBe(
        "Use a path such as /contacts: a slash, then lowercase letters, digits and hyphens",
      );
    },
  );

  it("refuses a path another page has, the home page's included", () => {
    expect(pagePathProblem({ path: "/pricing", pages })).toBe("pagePathTaken");
    expect(pagePathProblem({ path: "/", pages })).toBe("pagePathTaken");
    expect(pagePathProblem({ path: "/termos", currentPath: "/pricing", pages })).toBe(
      "pagePathTaken",
    );
  });

  it("keeps the home page at / and / for the home page", () => {
    expect(pagePathProblem({ path: "/inicio", currentPath: "/", pages })).toBe("homePageKept");
    expect(pagePathProblem({ path: "/", currentPath: "/pricing", pages })).toBe("homePageKept");
  });

  it("accepts a page's own path as it is", () => {
    expect(pagePathProblem({ path: "/pricing", currentPath: "/pricing", pages })).toBeUndefined();
    expect(pagePathProblem({ path: "/", currentPath: "/", pages })).toBeUndefined();
  });
});
