import type { CSSProperties } from "react";
import { Icon } from "../../primitives/icon/icon.tsx";
import { Tooltip } from "../../primitives/tooltip/tooltip.tsx";
import { useLabels } from "../../use-labels.ts";
import { chatCardId } from "./chat-card.tsx";
import type { Chat } from "./chat-of.ts";
import styles from "./messenger.module.css";

const withBrand = (template: string, chat: Chat) => template.replace("{messenger}", chat.brandName);

/**
 * The round launcher of one messenger, in its brand colour; it toggles the messenger's card. Its
 * tooltip closes when the card opens and stays closed while the card shows.
 */
export function ChatLauncher({
  chat,
  isOpen,
  onToggle,
  tooltipPlacement,
}: {
  chat: Chat;
  isOpen: boolean;
  onToggle: () => void;
  tooltipPlacement: "left" | "right";
}) {
  const labels = useLabels();
  const colors = {
    "--chat-brand": chat.colors.brand,
    "--chat-on-brand": chat.colors.onBrand,
  } as CSSProperties;
  return (
    <Tooltip
      id={`ilha-chat-tip-${chat.messenger}`}
      text={withBrand(labels.chatTooltip, chat)}
      placement={tooltipPlacement}
      isSuppressed={isOpen}
    >
      {(trigger) => (
        <button
          type="button"
          className={styles.launcher}
          data-messenger={chat.messenger}
          style={colors}
          aria-label={withBrand(labels.chatLauncher, chat)}
          aria-expanded={isOpen}
          aria-controls={isOpen ? chatCardId(chat) : undefined}
          {...trigger}
          onClick={onToggle}
        >
          <Icon name={chat.messenger} size="medium" />
        </button>
      )}
    </Tooltip>
  );
}
