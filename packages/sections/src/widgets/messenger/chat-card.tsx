import type { CropParams } from "@ilha/core";
import { type CSSProperties, type MouseEvent, useLayoutEffect, useRef } from "react";
import { Icon } from "../../primitives/icon/icon.tsx";
import { cropStyle } from "../../primitives/image/image.tsx";
import { useEditKit, useRenderMode } from "../../render-mode.tsx";
import styles from "./chat-card.module.css";
import { ChatClock } from "./chat-clock.tsx";
import type { Chat } from "./chat-of.ts";

export const chatCardId = (chat: Chat) => `ilha-chat-${chat.messenger}`;

function preventNavigation(event: MouseEvent) {
  event.preventDefault();
}

/** The card's round avatar, framed as the owner cropped it (spec §3), else filling its circle. */
function Avatar({ url, crop }: { url: string; crop: CropParams | undefined }) {
  const framed = cropStyle(crop);
  const image = (
    <img
      className={framed === undefined ? styles.avatar : styles.croppedAvatar}
      style={framed}
      src={url}
      alt=""
      width={44}
      height={44}
    />
  );
  if (framed === undefined) return image;
  return (
    <span className={styles.avatar} data-cropped="">
      {image}
    </span>
  );
}

/**
 * The avatar, and in edit mode the kit's replace control on it: the chat's `avatar` in the site's
 * messengers (the widget's site scope), named after the chat.
 */
function EditableAvatar({ chat }: { chat: Chat }) {
  const kit = useEditKit();
  const avatar =
    chat.avatarUrl === undefined ? null : <Avatar url={chat.avatarUrl} crop={chat.avatarCrop} />;
  if (kit === undefined) return avatar;
  return (
    <span className={styles.avatarSlot}>
      {avatar}
      <kit.ImageEditor
        field={["messengers", "data", chat.index, "data", "avatar"]}
        label={`Avatar of ${chat.title}`}
      />
    </span>
  );
}

/**
 * The open chat card (a non-modal dialog; focus moves into it): the header with avatar, name,
 * subtitle and close icon; one greeting bubble with the time; the footer button that opens the
 * chat in a new tab (inert in edit mode).
 */
export function ChatCard({ chat, onClose }: { chat: Chat; onClose: () => void }) {
  const { mode, labels } = useRenderMode();
  const cardRef = useRef<HTMLDivElement>(null);
  const id = chatCardId(chat);
  useLayoutEffect(() => {
    cardRef.current?.focus({ preventScroll: true });
  }, []);
  const colors = {
    "--chat-brand": chat.colors.brand,
    "--chat-on-brand": chat.colors.onBrand,
    "--chat-accent": chat.colors.accent,
  } as CSSProperties;
  return (
    <div
      ref={cardRef}
      id={id}
      role="dialog"
      aria-labelledby={`${id}-title`}
      tabIndex={-1}
      className={styles.card}
      data-messenger={chat.messenger}
      style={colors}
    >
      <div className={styles.header}>
        <EditableAvatar chat={chat} />
        <div className={styles.who}>
          <p id={`${id}-title`} className={styles.title}>
            {chat.title}
          </p>
          {chat.subtitle.trim() !== "" && <p className={styles.subtitle}>{chat.subtitle}</p>}
        </div>
        <button
          type="button"
          className={styles.close}
          aria-label={labels.closeChat}
          onClick={onClose}
        >
          <Icon name="close" />
        </button>
      </div>
      <div className={styles.messages}>
        <div className={styles.bubble}>
          <p className={styles.greeting}>{chat.message}</p>
          <ChatClock className={styles.time} />
        </div>
      </div>
      <div className={styles.footer}>
        <a
          className={styles.start}
          href={chat.href}
          target="_blank"
          rel="noopener noreferrer"
          onClick={mode === "edit" ? preventNavigation : undefined}
        >
          <Icon name={chat.messenger} size="small" />
          {chat.buttonText}
        </a>
      </div>
    </div>
  );
}
