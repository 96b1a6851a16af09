import { SectionHeading } from "../primitives/section-heading/section-heading.tsx";
import { useEditKit } from "../render-mode.tsx";
import { SectionFrame } from "../section-frame.tsx";
import type { SectionProps } from "../section-view.ts";
import { isTitledBlockEmpty, TitledBlockList } from "../titled-blocks/titled-block-list.tsx";
import styles from "./privacy-policy.module.css";

/** The privacy policy (spec §3): a required title, a subtitle and 1 to 15 titled blocks with lists. */
export function PrivacyPolicy({ component }: SectionProps<"privacy-policy">) {
  const { data } = component;
  const isEditing = useEditKit() !== undefined;
  const hasHeading = isEditing || data.title.trim() !== "" || data.subtitle.trim() !== "";
  if (!hasHeading && data.blocks.every(isTitledBlockEmpty)) return null;
  return (
    <SectionFrame component={component} label={data.title} className={styles.section}>
      <div className="ilha-container">
        <div className={styles.column}>
          {hasHeading && (
            <div className={styles.head}>
              <SectionHeading
                title={{
                  value: data.title,
                  field: ["title"],
                  alignment: data.titleAlignment,
                  alignmentField: ["titleAlignment"],
                }}
                paragraph={{
                  value: data.subtitle,
                  field: ["subtitle"],
                  alignment: data.titleAlignment,
                }}
              />
            </div>
          )}
          <TitledBlockList blocks={data.blocks} field={["blocks"]} />
        </div>
      </div>
    </SectionFrame>
  );
}
