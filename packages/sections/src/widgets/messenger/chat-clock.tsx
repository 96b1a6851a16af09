import { useState } from "react";
import { useIsMounted } from "../../use-is-mounted.ts";

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** The visitor's hours and minutes as `HH:MM` (24-hour clock). */
export function clockTime(date: Date): string {
  return `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

/**
 * The time the greeting arrived: the visitor's clock when the card opened. Browser-only, so it
 * renders once mounted and the server's markup never holds a time.
 */
export function ChatClock({ className }: { className?: string | undefined }) {
  const isMounted = useIsMounted();
  const [time] = useState(() => clockTime(new Date()));
  if (!isMounted) return null;
  return (
    <time className={className} dateTime={time}>
      {time}
    </time>
  );
}
