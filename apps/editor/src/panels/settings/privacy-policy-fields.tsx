import { PRIVACY_POLICY_SETTING_FIELDS as FIELDS } from "@ilha/core";
import { useState } from "react";
import type { EditorSession } from "../../document/editor-session.ts";
import { useLinkTargets } from "../../document/link-targets.ts";
import { Switch } from "../../shell/switch.tsx";
import { LinkTargetField } from "../pages/link-target-field.tsx";
import { applySiteField } from "./apply-site-field.ts";
import styles from "./site-settings.module.css";
import { SiteTextField } from "./site-text-field.tsx";
import { useContentPart } from "./use-content-part.ts";

/**
 * The privacy-policy link (spec §3): its text in the language in view, where it leads and
 * whether the footer shows it (both the same in every language).
 */
export function PrivacyPolicyFields({ session }: { session: EditorSession }) {
  const { language, part: policy } = useContentPart(session, "privacyPolicy");
  const targets = useLinkTargets(session.document, language);
  const [problem, setProblem] = useState<string | undefined>();
  return (
    <>
      <SiteTextField
        key={language}
        session={session}
        field={FIELDS.name}
        path={["privacyPolicy", "name"]}
        siblings={policy}
      />
      <LinkTargetField
        label={FIELDS.link.label}
        link={policy?.link ?? ""}
        targets={targets}
        onApply={(link) => applySiteField(session, ["privacyPolicy", "link"], link)}
      />
      <Switch
        isSelected={policy?.showInFooter === true}
        onChange={(isSelected) =>
          setProblem(applySiteField(session, ["privacyPolicy", "showInFooter"], isSelected))
        }
      >
        {FIELDS.showInFooter.label}
      </Switch>
      {problem !== undefined && (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      )}
    </>
  );
}
