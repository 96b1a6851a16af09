import { describe, expect, it } from "vitest";
import { LIMITS } from "./limits.ts";

/** Spec §9, written out here so that a change to LIMITS shows. */
describe("LIMITS", () => {
  it("holds the text maxima of spec §9", () => {
    expect(LIMITS.text).toMatchObject({
      heroHeader: { title: 30, paragraph: 500 },
      posts: { title: 120, paragraph: 1500, postTitle: 65, postParagraph: 650 },
      mapContact: { title: 120, paragraph: 1500, location: 80, phone: 80, email: 80, name: 80 },
      pricing: {
        title: 120,
        paragraph: 500,
        labelTitle: 15,
        labelParagraph: 30,
        option: 80,
        cardTitle: 50,
      },
      longText: { title: 100, subtitle: 200, blockTitle: 200, blockParagraph: 2000 },
      gallery: { title: 30, paragraph: 300 },
      titledBlocks: {
        title: 70,
        additionalBlockParagraph: 200,
        blockTitle: 200,
        blockParagraph: 2000,
        listItem: 2000,
      },
      contactForm: { title: 120, paragraph: 1500 },
      features: { title: 100, blockTitle: 30, blockParagraph: 100 },
      featureSection: { heading: 120, paragraph: 1500, badge: 30, blockParagraph: 500, cta: 120 },
      report: { name: 255, comment: 255 },
      inlineTextDefault: 320,
    });
    expect(LIMITS.report.maxLength).toBe(255);
    expect(LIMITS.inlineText.defaultMax).toBe(320);
  });

  it("holds the counts of spec §9", () => {
    expect(LIMITS.counts).toMatchObject({
      socials: { min: 0, max: 7 },
      footerSocials: { min: 3, max: 7 },
      heroButtons: { min: 0, max: 2 },
      ctaButtons: { min: 0, max: 2 },
      pricingPlans: { min: 1, max: 6 },
      pricingOptions: { min: 0, max: 10 },
      textBlocks: { min: 1, max: 15 },
      titledBlocks: { min: 1, max: 15 },
      listItems: { min: 0, max: 10 },
      featureBlocks: { min: 1, max: 6 },
      featureRows: { min: 1, max: 2 },
      galleryGroupSize: 4,
    });
  });

  it("bounds the lists the spec leaves open (Ilha's own), the gallery's by whole groups", () => {
    const { posts, galleryImages, ctaImages, galleryGroupSize } = LIMITS.counts;
    expect({ posts, galleryImages, ctaImages }).toEqual({
      posts: { min: 0, max: 12 },
      galleryImages: { min: 0, max: 40 },
      ctaImages: { min: 0, max: 4 },
    });
    expect(galleryImages.max % galleryGroupSize).toBe(0);
  });

  it("holds the timing of spec §9", () => {
    expect(LIMITS.timing).toMatchObject({
      backToTopOffsetPx: 400,
      consentCookieDays: 100,
      debounceMs: 1000,
      tooltipTouchMs: 4000,
      anchorRetryMs: 10000,
      popupAnimationMs: 300,
      hashScrollDelayMs: 100,
      formResetMs: 4000,
      cropResizeDebounceMs: 400,
      sizesResizeDebounceMs: 200,
      remeasureThrottleMs: 400,
      lazyMarginPx: 500,
    });
  });

  it("holds the breakpoints of spec §9", () => {
    expect(LIMITS.breakpoints).toEqual({
      small: 480,
      medium: 768,
      large: 1440,
      mobileMax: 767,
      tablet: 1024,
      navCollapse: 1024,
      chatCardOffset: 460,
      popupFullScreen: 630,
      bannerLayout: [992, 1366],
      columnLayoutBelow: 992,
    });
  });

  it("holds the sizes of spec §9 and the modal and header-link widths of spec §2", () => {
    expect(LIMITS.sizes).toMatchObject({
      chatCardWidthPx: 320,
      chatCardMobileVw: 94,
      chatCardMobileMaxPx: 360,
      launcherPx: 50,
      greetingMaxLines: 5,
      messageAreaMaxHeightPx: 200,
      overflowDropdown: { maxHeightPx: 400, minWidthPx: 200, maxWidthPx: 300 },
      navLinkMaxWidthPx: 250,
      consentPanelWidthPx: 550,
      languageMenuMaxHeightPx: 580,
      chatSideOffsetPx: 80,
      chatSideOffsetSmallVw: 3,
      modalMaxWidthPx: 480,
      navLinksShare: 0.4,
      navLinksShareWithEditExtras: 0.3,
      headingScale: 2,
      paragraphScale: 1,
      headerThumbnailRatio: 0.3148,
    });
    expect(LIMITS.sizes.iconRem.xsmall).toBe(0.5);
    expect(LIMITS.sizes.iconRem.xxlLarge).toBe(5);
  });

  it("holds the brand colours of spec §9", () => {
    expect(LIMITS.brandColors).toEqual({
      whatsapp: "#25D366",
      telegram: "#0088cc",
      viber: "#7360f2",
      facebook: "#ffffff",
    });
  });
});
