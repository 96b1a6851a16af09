import { LIMITS, type MessengerName } from "@ilha/core";
import { type CSSProperties, useMemo, useRef, useState } from "react";
import { ComponentScope } from "../../component-scope.tsx";
import { useRenderMode } from "../../render-mode.tsx";
import { ChatCard } from "./chat-card.tsx";
import { ChatLauncher } from "./chat-launcher.tsx";
import { chatsOf } from "./chat-of.ts";
import styles from "./messenger.module.css";
import { useDismiss } from "./use-dismiss.ts";
import { widgetCornerStyle } from "./widget-corner.ts";

function widgetStyle(): CSSProperties {
  const sizes = LIMITS.sizes;
  return {
    ...widgetCornerStyle(),
    "--chat-card-width-wide": `${sizes.chatCardWidthPx}px`,
    "--chat-card-width-small": `min(${sizes.chatCardMobileVw}vw, ${sizes.chatCardMobileMaxPx}px)`,
    "--chat-messages-max-height": `${sizes.messageAreaMaxHeightPx}px`,
    "--chat-greeting-lines": String(sizes.greetingMaxLines),
  } as CSSProperties;
}

/**
 * The messenger chat widget (spec §2, §4): one launcher per active messenger, fixed at the bottom
 * on the side of the site's alignment; a launcher toggles its chat card. The close icon and
 * Escape close the card (focus returns to the launcher), as does a press outside the widget,
 * except on previews. Its cards edit the site's messengers (a site scope: `["messengers", …]`).
 */
export function Messenger() {
  const { messengers, siteName, siteBase, site, isPreview, labels } = useRenderMode();
  const chats = useMemo(
    () =>
      chatsOf({
        messengers,
        siteName,
        siteBase,
        routeBase: site.routeBase,
        language: site.currentLanguage,
      }),
    [messengers, siteName, siteBase, site.routeBase, site.currentLanguage],
  );
  const [openName, setOpenName] = useState<MessengerName | null>(null);
  const rootRef = useRef<HTMLElement>(null);
  const closeToLauncher = () => {
    rootRef.current?.querySelector<HTMLElement>("button[aria-expanded='true']")?.focus();
    setOpenName(null);
  };
  useDismiss({
    isOpen: openName !== null,
    rootRef,
    onEscape: closeToLauncher,
    onOutside: isPreview ? undefined : () => setOpenName(null),
  });
  if (chats.length === 0) return null;
  const alignment = messengers?.settings.alignment ?? "right";
  const openChat = chats.find((chat) => chat.messenger === openName);
  return (
    <ComponentScope scope={{ kind: "site", data: { messengers } }}>
      <aside
        ref={rootRef}
        aria-label={labels.chat}
        className={styles.widget}
        data-alignment={alignment}
        data-ilha-chat={openChat === undefined ? "closed" : "open"}
        style={widgetStyle()}
      >
        {openChat !== undefined && (
          <ChatCard key={openChat.messenger} chat={openChat} onClose={closeToLauncher} />
        )}
        <div className={styles.launchers}>
          {chats.map((chat) => (
            <ChatLauncher
              key={chat.messenger}
              chat={chat}
              isOpen={chat === openChat}
              tooltipPlacement={alignment === "right" ? "left" : "right"}
              onToggle={() =>
                setOpenName((current) => (current === chat.messenger ? null : chat.messenger))
              }
            />
          ))}
        </div>
      </aside>
    </ComponentScope>
  );
}
