import { LIMITS, type PricingData, requiredTogether } from "@ilha/core";
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

const limits = LIMITS.text.pricing;

/** In edit mode the kit puts its add and remove buttons among the items, so lists become plain blocks. */
const LIST_TAGS = { view: ["ul", "li"], edit: ["div", "div"] } as const;

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
}: {
  plan: Plan;
  index: number;
  isHighlighted: boolean;
}) {
  const isEditing = useEditKit() !== undefined;
  const labels = useLabels();
  if (!isEditing && isPlanEmpty(plan)) return null;
  const field = ["plans", index];
  const [List, Item] = LIST_TAGS[isEditing ? "edit" : "view"];
  const align = styles[plan.cardTitleAlignment];
  return (
    <Item className={`${styles.plan} ${isHighlighted ? styles.highlighted : ""}`}>
      {isHighlighted && <p className={styles.ribbon}>{labels.mostPopular}</p>}
      <div className={`${styles.name} ${align}`}>
        <InlineText
          as="subheading"
          value={plan.cardTitle}
          field={[...field, "cardTitle"]}
          max={limits.cardTitle}
          className={styles.nameText}
        />
      </div>
      <p className={`${styles.price} ${align}`}>
        <InlineText
          as="span"
          value={plan.labelTitle}
          field={[...field, "labelTitle"]}
          max={limits.labelTitle}
          isRequired
          className={styles.amount}
        />
        <InlineText
          as="span"
          value={plan.labelParagraph}
          field={[...field, "labelParagraph"]}
          max={limits.labelParagraph}
          className={styles.per}
        />
      </p>
      <div className={styles.features}>
        {(isEditing || !plan.options.every(isBlank)) && (
          <List className={`${styles.options} ${isEditing ? styles.editingList : ""}`}>
            <ItemList
              field={[...field, "options"]}
              items={plan.options}
              limits={LIMITS.counts.pricingOptions}
              makeItem={() => ""}
              itemLabel="option"
              render={(option, optionIndex) =>
                !isEditing && isBlank(option) ? null : (
                  <Item className={styles.option}>
                    <Icon name="check" size="small" className={styles.check} />
                    <InlineText
                      as="span"
                      value={option}
                      field={[...field, "options", optionIndex]}
                      max={limits.option}
                    />
                  </Item>
                )
              }
            />
          </List>
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
    </Item>
  );
}

/** Pricing plans (spec §3): a heading and 1 to 6 plan cards, the `primaryPlanIdx` one highlighted. */
export function Pricing({ component }: SectionProps<"pricing">) {
  const { data } = component;
  const isEditing = useEditKit() !== undefined;
  const shownPlans = isEditing ? data.plans : data.plans.filter((plan) => !isPlanEmpty(plan));
  const hasPlans = shownPlans.length > 0;
  if (!isEditing && isBlank(data.title) && isBlank(data.paragraph) && !hasPlans) return null;
  const rule = requiredTogether(data.title, data.paragraph);
  const [List] = LIST_TAGS[isEditing ? "edit" : "view"];
  return (
    <SectionFrame component={component} label={data.title} className={styles.section}>
      <div className="ilha-container">
        <SectionHeading
          title={{
            value: data.title,
            field: ["title"],
            max: limits.title,
            alignment: data.titleAlignment,
            isRequired: rule.isFirstRequired,
          }}
          paragraph={{
            value: data.paragraph,
            field: ["paragraph"],
            max: limits.paragraph,
            alignment: data.paragraphAlignment,
            isRequired: rule.isSecondRequired,
          }}
        />
        {(isEditing || hasPlans) && (
          <List
            className={`${styles.plans} ${isEditing ? styles.editing : ""}`}
            data-count={shownPlans.length}
          >
            <ItemList
              field={["plans"]}
              items={data.plans}
              limits={LIMITS.counts.pricingPlans}
              makeItem={() => duplicate(data.plans.at(-1))}
              itemLabel="plan"
              render={(plan, index) => (
                <PlanCard plan={plan} index={index} isHighlighted={index === data.primaryPlanIdx} />
              )}
            />
          </List>
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
