import { ALL_ACCEPTED, type ConsentSettings, type CookieSettings } from "@ilha/core";
import { useId, useState } from "react";
import { Modal } from "../../primitives/modal/modal.tsx";
import { useLabels } from "../../use-labels.ts";
import styles from "./consent-settings-dialog.module.css";

type Category = ConsentSettings["categories"][number];

/**
 * The settings popup (550 px, full screen under 630 px): a switch per category, all on by
 * default; essential is always on and has none. Confirm hands over the chosen categories;
 * closing the popup resets every switch to on.
 */
export function ConsentSettingsDialog({
  consent,
  isOpen,
  onClose,
  onConfirm,
}: {
  consent: ConsentSettings;
  isOpen: boolean;
  onClose: () => void;
  onConfirm: (settings: CookieSettings) => void;
}) {
  const labels = useLabels();
  const [choice, setChoice] = useState<CookieSettings>(ALL_ACCEPTED);
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      onClosed={() => setChoice(ALL_ACCEPTED)}
      title={consent.title}
      closeLabel={labels.cookieSettingsClose}
      panelClassName={styles.panel}
    >
      <p className={styles.description}>{consent.description}</p>
      <ul className={styles.categories}>
        {consent.categories.map((category) => {
          const flag = category.type === "essential" ? undefined : category.type;
          return (
            <CategoryRow
              key={category.type}
              category={category}
              isOn={flag === undefined || choice[flag]}
              alwaysOnLabel={labels.cookieAlwaysOn}
              onToggle={(isOn) => {
                if (flag !== undefined) setChoice((current) => ({ ...current, [flag]: isOn }));
              }}
            />
          );
        })}
      </ul>
      <button type="button" className={styles.confirm} onClick={() => onConfirm(choice)}>
        {consent.confirmBtnName}
      </button>
    </Modal>
  );
}

function CategoryRow({
  category,
  isOn,
  alwaysOnLabel,
  onToggle,
}: {
  category: Category;
  isOn: boolean;
  alwaysOnLabel: string;
  onToggle: (isOn: boolean) => void;
}) {
  const id = useId();
  const isEssential = category.type === "essential";
  return (
    <li className={styles.category} data-category={category.type}>
      <div className={styles.categoryHead}>
        <h3 className={styles.categoryTitle}>
          {isEssential ? category.title : <label htmlFor={`${id}-switch`}>{category.title}</label>}
        </h3>
        {isEssential ? (
          <span className={styles.alwaysOn}>{alwaysOnLabel}</span>
        ) : (
          <input
            id={`${id}-switch`}
            type="checkbox"
            role="switch"
            className={styles.switch}
            checked={isOn}
            aria-checked={isOn}
            aria-describedby={`${id}-description`}
            onChange={(event) => onToggle(event.currentTarget.checked)}
          />
        )}
      </div>
      <p id={`${id}-description`} className={styles.categoryDescription}>
        {category.description}
      </p>
    </li>
  );
}
