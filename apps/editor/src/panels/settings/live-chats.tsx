import { chatEntry, chatName } from "@ilha/core";
import { useId, useState } from "react";
import { Label, Radio, RadioGroup, Text } from "react-aria-components";
import type { EditorSession } from "../../document/editor-session.ts";
import { useStore } from "../../document/use-store.ts";
import { EDITOR_TEXT } from "../../shell/ui-text.ts";
import { applySiteField } from "./apply-site-field.ts";
import { type ChatEntry, withChatKey, withPrimaryChat } from "./chat-edits.ts";
import styles from "./site-settings.module.css";
import { ValidatedField } from "./validated-field.tsx";

const T = EDITOR_TEXT.siteSettings;
const CHATS_PATH = ["settings", "tracking", "chatsData"] as const;
/** A chat's key; none (an empty field) takes the chat out. */
const KEY_RULE = chatEntry.shape.key.optional();

/**
 * The live chats core knows (`chatName`): each one's key, checked by core's rule, and which of
 * those set is the primary one. The whole list is one value, so each change is one edit.
 */
export function LiveChats({ session }: { session: EditorSession }) {
  const chats = useStore(session.document, (state) => state.site.settings.tracking.chatsData);
  const [problem, setProblem] = useState<string | undefined>();
  const problemId = useId();
  const setChats = (next: ChatEntry[]) => applySiteField(session, CHATS_PATH, next);
  const primary = chats.find((entry) => entry.isPrimary)?.name ?? null;
  return (
    <>
      <p className={styles.hint}>{T.chatsIntro}</p>
      {chatName.options.map((name) => (
        <ValidatedField
          key={name}
          label={T.chatKey(name)}
          value={chats.find((entry) => entry.name === name)?.key ?? ""}
          rule={KEY_RULE}
          toValue={(text) => (text === "" ? undefined : text)}
          onApply={(key) =>
            setChats(withChatKey({ chats, name, key: typeof key === "string" ? key : "" }))
          }
        />
      ))}
      {chats.length === 0 ? (
        <p className={styles.hint}>{T.noChats}</p>
      ) : (
        <RadioGroup
          className={styles.choice}
          value={primary}
          aria-describedby={problem === undefined ? undefined : problemId}
          onChange={(value) => {
            const name = chatName.parse(value);
            setProblem(setChats(withPrimaryChat({ chats, name })));
          }}
        >
          <Label className={styles.label}>{T.primaryChat}</Label>
          <Text slot="description" className={styles.hint}>
            {T.primaryChatHint}
          </Text>
          <div className={styles.options}>
            {chats.map((entry) => (
              <Radio key={entry.name} value={entry.name} className={styles.radio}>
                {T.chatName(entry.name)}
              </Radio>
            ))}
          </div>
          {problem !== undefined && (
            <p id={problemId} role="alert" className={styles.error}>
              {problem}
            </p>
          )}
        </RadioGroup>
      )}
    </>
  );
}
