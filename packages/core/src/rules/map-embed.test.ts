import { describe, expect, it } from "vitest";
import { isMapEmbedUrl, mapEmbedFromCoordinates, mapEmbedUrl } from "./map-embed.ts";

describe("map embeds", () => {
  it("builds the embed address from coordinates joined as the query", () => {
    expect(mapEmbedFromCoordinates({ lat: 33.0607, lng: -16.3394 })).toBe(
      "https://maps.google.com/maps?q=33.0607%2C-16.3394&z=15&output=embed",
    );
  });

  it("accepts the maps service's embed addresses", () => {
    expect(isMapEmbedUrl("https://www.google.com/maps/embed?pb=!1m18!1m12")).toBe(true);
    expect(isMapEmbedUrl("https://maps.google.com/maps?q=33,-16&output=embed")).toBe(true);
  });

  it.each([
    "http://www.google.com/maps/embed?pb=1",
    "https://www.google.com/maps/place/Porto+Santo",
    "https://maps.google.com/maps?q=33,-16",
    "https://evil.example/maps/embed",
    "https://www.google.com.evil.example/maps/embed",
    "https://user@www.google.com/maps/embed",
    "javascript:alert(1)",
    "not a url",
  ])("refuses %s", (input) => {
    expect(isMapEmbedUrl(input)).toBe(false);
  });

  it("prefers a stored embed address and falls back to the coordinates", () => {
    const stored = "https://www.google.com/maps/embed?pb=abc";
    const geoLocation = { lat: 1, lng: 2 };
    expect(mapEmbedUrl({ mapSrc: stored, geoLocation })).toBe(stored);
    expect(mapEmbedUrl({ mapSrc: "https://evil.example/", geoLocation })).toBe(
      mapEmbedFromCoordinates(geoLocation),
    );
    expect(mapEmbedUrl({ mapSrc: "" })).toBeUndefined();
  });
});
