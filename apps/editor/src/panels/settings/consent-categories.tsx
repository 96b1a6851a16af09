import {
  CONSENT_CATEGORY_FIELDS,
  type ConsentCategoryType,
  type ConsentSettings,
  type OperationInput,
} from "@ilha/core";
import { useEffect, useId, useState } from "react";
import { Button } from "react-aria-components";
import type { EditorSession } from "../../document/editor-session.ts";
import buttons from "../../shell/buttons.module.css";
import { EDITOR_TEXT } from "../../shell/ui-text.ts";
import { applyEdit } from "../pages/apply-edit.ts";
import {
  addCategoryEdit,
  canRemoveCategory,
  missingCategoryTypes,
  removeCategoryEdit,
} from "./consent-edits.ts";
import styles from "./site-settings.module.css";
import { SiteTextField } from "./site-text-field.tsx";

const T = EDITOR_TEXT.siteSettings;
const TEXTS = ["title", "description"] as const;

/**
 * The banner's categories: each one's title and description in the language in view, removing
 * one (any but essential) and adding a type the banner lacks, both in every language. Each
 * change is announced, and focus goes where the change shows: the new category's heading, or
 * the button that adds back the removed one.
 */
export function ConsentCategories({
  session,
  language,
  consent,
  announce,
}: {
  session: EditorSession;
  language: string;
  consent: ConsentSettings;
  announce: (message: string) => void;
}) {
  const baseId = useId();
  const [problem, setProblem] = useState<string | undefined>();
  const [focusId, setFocusId] = useState<string | undefined>();
  useEffect(() => {
    if (focusId === undefined) return;
    document.getElementById(focusId)?.focus();
    setFocusId(undefined);
  }, [focusId]);
  const headingOf = (type: ConsentCategoryType) => `${baseId}-${type}`;
  const addButtonOf = (type: ConsentCategoryType) => `${baseId}-add-${type}`;

  const change = ({
    edit,
    message,
    focus,
  }: {
    edit: OperationInput | undefined;
    message: string;
    focus: string;
  }) => {
    if (edit === undefined) return;
    const refused = applyEdit(session, [edit]);
    setProblem(refused);
    if (refused !== undefined) return;
    announce(message);
    setFocusId(focus);
  };
  const add = (type: ConsentCategoryType) =>
    change({
      edit: addCategoryEdit({ consent, type }),
      message: T.categoryAdded(T.categoryName(type)),
      focus: headingOf(type),
    });
  const remove = (type: ConsentCategoryType) =>
    change({
      edit: removeCategoryEdit({ consent, type }),
      message: T.categoryRemoved(T.categoryName(type)),
      focus: addButtonOf(type),
    });

  const missing = missingCategoryTypes(consent);
  return (
    <>
      {consent.categories.length === 0 && <p className={styles.hint}>{T.noCategories}</p>}
      {consent.categories.map((category, index) => (
        <section
          key={category.type}
          aria-labelledby={headingOf(category.type)}
          className={styles.category}
        >
          <h5 id={headingOf(category.type)} tabIndex={-1} className={styles.categoryHeading}>
            {T.categoryName(category.type)}
          </h5>
          {TEXTS.map((key) => (
            <SiteTextField
              key={`${language} ${key}`}
              session={session}
              field={CONSENT_CATEGORY_FIELDS[key]}
              path={["consent", "categories", index, key]}
              siblings={category}
              label={T.categoryField(category.type, CONSENT_CATEGORY_FIELDS[key].label)}
              isMultiline={key === "description"}
            />
          ))}
          {canRemoveCategory(category.type) ? (
            <Button className={buttons.secondary} onPress={() => remove(category.type)}>
              {T.removeCategory(T.categoryName(category.type))}
            </Button>
          ) : (
            <p className={styles.hint}>{T.essentialKept}</p>
          )}
        </section>
      ))}
      {problem !== undefined && (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      )}
      <section
        aria-labelledby={`${baseId}-add`}
        aria-describedby={`${baseId}-add-hint`}
        className={styles.category}
      >
        <h5 id={`${baseId}-add`} className={styles.categoryHeading}>
          {T.addCategoryHeading}
        </h5>
        <p id={`${baseId}-add-hint`} className={styles.hint}>
          {missing.length === 0 ? T.allCategoriesListed : T.addCategoryHint}
        </p>
        {missing.length > 0 && (
          <div className={styles.actions}>
            {missing.map((type) => (
              <Button
                key={type}
                id={addButtonOf(type)}
                className={buttons.secondary}
                onPress={() => add(type)}
              >
                {T.addCategory(T.categoryName(type))}
              </Button>
            ))}
          </div>
        )}
      </section>
    </>
  );
}
