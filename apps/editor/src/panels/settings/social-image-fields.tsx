import { dimensions, socialImageUrl } from "@ilha/core";
import { useId, useState } from "react";
import { Group, Input, Label, NumberField } from "react-aria-components";
import { useStore } from "../../document/use-store.ts";
import { EDITOR_TEXT } from "../../shell/ui-text.ts";
import { renditionOf } from "../media/media-item.ts";
import { MediaPickButton } from "../media/media-pick-button.tsx";
import type { PanelSite } from "../site-panels.tsx";
import { applySiteField } from "./apply-site-field.ts";
import styles from "./site-settings.module.css";
import { problemOf, ValidatedField } from "./validated-field.tsx";

const T = EDITOR_TEXT.siteSettings;
type Side = "width" | "height";

/**
 * The image shared with the site's pages: its address (core's `socialImageUrl` rule) with its
 * width and height in pixels. An empty address leaves the image out; a new one needs its size.
 * An image chosen from the site's media comes with its size: its widest rendition.
 */
export function SocialImageFields({ session, siteId, isShared }: PanelSite) {
  const image = useStore(session.document, (state) => state.site.settings.socialImage);
  const [size, setSize] = useState<Partial<Record<Side, number>>>({});
  const [sizeProblem, setSizeProblem] = useState<string | undefined>();
  const problemId = useId();
  const sizeOf = (side: Side) => image?.[side] ?? size[side];
  const setUrl = (value: unknown) => {
    if (value === "") return applySiteField(session, ["settings", "socialImage"], undefined);
    if (image !== undefined)
      return applySiteField(session, ["settings", "socialImage", "url"], value);
    const { width, height } = size;
    if (width === undefined || height === undefined) return T.socialImageSizeFirst;
    return applySiteField(session, ["settings", "socialImage"], { url: value, width, height });
  };
  const setSide = (side: Side, value: number) => {
    if (Number.isNaN(value)) return;
    const problem = problemOf(dimensions.shape[side], value);
    if (problem !== undefined) return setSizeProblem(problem);
    setSize((current) => ({ ...current, [side]: value }));
    setSizeProblem(
      image === undefined
        ? undefined
        : applySiteField(session, ["settings", "socialImage", side], value),
    );
  };
  return (
    <>
      <ValidatedField
        label={T.socialImage}
        value={image?.url ?? ""}
        rule={socialImageUrl}
        hint={T.socialImageHint}
        onApply={setUrl}
      />
      <MediaPickButton
        siteId={siteId}
        isShared={isShared}
        label={T.socialImageName}
        current={image?.url ?? ""}
        onChoose={(choice) => {
          const { url, width, height } = renditionOf(choice, "largest");
          if (width === undefined || height === undefined) return setUrl(url);
          setSize({ width, height });
          setSizeProblem(
            applySiteField(session, ["settings", "socialImage"], { url, width, height }),
          );
        }}
      />
      <div className={styles.numberGroup}>
        {(["width", "height"] as const).map((side) => (
          <NumberField
            key={side}
            className={styles.field}
            value={sizeOf(side) ?? Number.NaN}
            step={1}
            isInvalid={sizeProblem !== undefined}
            validationBehavior="aria"
            aria-describedby={sizeProblem === undefined ? undefined : problemId}
            formatOptions={{ maximumFractionDigits: 0, useGrouping: false }}
            onChange={(value) => setSide(side, value)}
          >
            <Label className={styles.label}>
              {side === "width" ? T.socialImageWidth : T.socialImageHeight}
            </Label>
            <Group>
              <Input className={styles.input} />
            </Group>
          </NumberField>
        ))}
      </div>
      {sizeProblem !== undefined && (
        <p id={problemId} role="alert" className={styles.error}>
          {sizeProblem}
        </p>
      )}
    </>
  );
}
