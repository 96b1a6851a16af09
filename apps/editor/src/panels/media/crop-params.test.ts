import { cropLayout } from "@ilha/core";
import { describe, expect, it } from "vitest";
import { centredArea, cropParamsOf } from "./crop-params.ts";

describe("centredArea", () => {
  it("keeps the whole height of an image wider than the place, centred", () => {
    expect(centredArea({ width: 1440, height: 960, aspect: 1 })).toEqual({
      x: 240,
      y: 0,
      width: 960,
      height: 960,
    });
  });

  it("keeps the whole width of an image taller than the place, centred", () => {
    expect(centredArea({ width: 1440, height: 960, aspect: 16 / 9 })).toEqual({
      x: 0,
      y: 75,
      width: 1440,
      height: 810,
    });
  });
});

describe("cropParamsOf", () => {
  it("frames a square place: the image is drawn 150% wide, shifted a quarter left", () => {
    const params = cropParamsOf({
      area: centredArea({ width: 1440, height: 960, aspect: 1 }),
      imageWidth: 1440,
    });
    expect(params).toEqual({ containerWidth: 960, width: 1440, left: -240, top: 0 });
    expect(cropLayout(params)).toEqual({ widthPercent: 150, leftPercent: -25, topPercent: 0 });
  });

  it("frames a 16:9 place: the image fills the width, shifted up by its extra height", () => {
    const params = cropParamsOf({
      area: centredArea({ width: 1440, height: 960, aspect: 16 / 9 }),
      imageWidth: 1440,
    });
    expect(params).toEqual({ containerWidth: 1440, width: 1440, left: 0, top: -75 });
    expect(cropLayout(params)).toEqual({
      widthPercent: 100,
      leftPercent: 0,
      topPercent: -5.2083,
    });
  });

  it("keeps a zoomed-in frame: a quarter of the width, anywhere in the image", () => {
    const params = cropParamsOf({
      area: { x: 360.4, y: 120.6, width: 360, height: 240 },
      imageWidth: 1440,
    });
    expect(params).toEqual({ containerWidth: 360, width: 1440, left: -360, top: -121 });
    expect(cropLayout(params)?.widthPercent).toBe(400);
  });
});
