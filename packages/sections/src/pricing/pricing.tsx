import type { PricingData } from "@ilha/core";
import type { ReactNode } from "react";
import { AlignmentChoice } from "../primitives/alignment-choice/alignment-choice.tsx";
import { Button } from "../primitives/button/button.tsx";
import { Icon } from "../primitives/icon/icon.tsx";
import { InlineText } from "../primitives/inline-text/inline-text.tsx";
import { ItemList } from "../primitives/item-list/item-list.tsx";
import { SectionHeading } from "../primitives/section-heading/section-heading.tsx";
import { useEditKit } from "../render-mode.tsx";
import { SectionFrame } from "../section-frame.tsx";
import type { SectionProps } from "../section-view.ts";
import { useLabels } from "../use-labels.ts";
import styles from "./pricing.module.css";

type Plan = PricingData["plans"][number];

function isBlank(text: string): boolean {
  return text.trim() === "";
}

function isPlanEmpty(plan: Plan): boolean {
  return (
    [plan.labelTitle, plan.labelParagraph, plan.cardTitle, plan.buttonText].every(isBlank) &&
    plan.options.every(isBlank)
  );
}

function PlanCard({
  plan,
  index,
  isHighlighted,
  controls,
}: {
  plan: Plan;
  index: number;
  isHighlighted: boolean;
  controls: ReactNode;
}) {
  const isEditing = useEditKit() !== undefined;
  const labels = useLabels();
  if (!isEditing && isPlanEmpty(plan)) return null;
  const field = ["plans", index];
  const align = styles[plan.cardTitleAlignment];
  return (
    <li className={`${styles.plan} ${isHighlighted ? styles.highlighted : ""}`}>
      {controls}
      {isHighlighted && <p className={styles.ribbon}>{labels.mostPopular}</p>}
      {/* The card's four children are its four rows, shared with the cards beside it: the title's
          alignment choice sits in the title's row, not in a fifth that would push the button over
          the options. */}
      <div className={`${styles.name} ${align}`}>
        <AlignmentChoice field={[...field, "cardTitleAlignment"]} value={plan.cardTitleAlignment} />
        <InlineText
          as="subheading"
          value={plan.cardTitle}
          field={[...field, "cardTitle"]}
          className={styles.nameText}
        />
      </div>
      <p className={`${styles.price} ${align}`}>
        <InlineText
          as="span"
          value={plan.labelTitle}
          field={[...field, "labelTitle"]}
          className={styles.amount}
        />
        <InlineText
          as="span"
          value={plan.labelParagraph}
          field={[...field, "labelParagraph"]}
          className={styles.per}
        />
      </p>
      <div className={styles.features}>
        {(isEditing || !plan.options.every(isBlank)) && (
          <ul className={styles.options}>
            <ItemList
              field={[...field, "options"]}
              items={plan.options}
              makeItem={() => ""}
              itemLabel="option"
              addAs="li"
              render={(option, optionIndex, optionControls) =>
                !isEditing && isBlank(option) ? null : (
                  <li className={styles.option}>
                    <Icon name="check" size="small" className={styles.check} />
                    <InlineText
                      as="span"
                      value={option}
                      field={[...field, "options", optionIndex]}
                    />
                    {optionControls}
                  </li>
                )
              }
            />
          </ul>
        )}
      </div>
      <div className={styles.action}>
        <Button
          button={{
            buttonText: plan.buttonText,
            buttonUrl: plan.buttonUrl,
            type: isHighlighted ? "primary" : "secondary",
          }}
          field={field}
          className={styles.button}
        />
      </div>
    </li>
  );
}

/** Pricing plans (spec §3): a heading and 1 to 6 plan cards, the `primaryPlanIdx` one highlighted. */
export function Pricing({ component }: SectionProps<"pricing">) {
  const { data } = component;
  const isEditing = useEditKit() !== undefined;
  const shownPlans = isEditing ? data.plans : data.plans.filter((plan) => !isPlanEmpty(plan));
  const hasPlans = shownPlans.length > 0;
  if (!isEditing && isBlank(data.title) && isBlank(data.paragraph) && !hasPlans) return null;
  return (
    <SectionFrame component={component} label={data.title} className={styles.section}>
      <div className="ilha-container">
        <SectionHeading
          title={{
            value: data.title,
            field: ["title"],
            alignment: data.titleAlignment,
            alignmentField: ["titleAlignment"],
          }}
          paragraph={{
            value: data.paragraph,
            field: ["paragraph"],
            alignment: data.paragraphAlignment,
            alignmentField: ["paragraphAlignment"],
          }}
        />
        {(isEditing || hasPlans) && (
          <ul className={styles.plans} data-count={shownPlans.length}>
            <ItemList
              field={["plans"]}
              items={data.plans}
              makeItem={() => duplicate(data.plans.at(-1))}
              itemLabel="plan"
              addAs="li"
              render={(plan, index, controls) => (
                <PlanCard
                  plan={plan}
                  index={index}
                  isHighlighted={index === data.primaryPlanIdx}
                  controls={controls}
                />
              )}
            />
          </ul>
        )}
      </div>
    </SectionFrame>
  );
}

/** A new plan starts as a copy of the last one: plans of a table share their shape. */
function duplicate(plan: Plan | undefined): Plan {
  const source = plan ?? {
    labelTitle: "",
    labelParagraph: "",
    cardTitle: "",
    cardTitleAlignment: "center",
    options: [],
    buttonText: "",
    buttonUrl: "",
  };
  return { ...source, options: [...source.options] };
}
