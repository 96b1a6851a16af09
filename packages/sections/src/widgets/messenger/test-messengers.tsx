import type { Messengers, Site } from "@ilha/core";
import { screen } from "@testing-library/react";
import {
  fixtureSite,
  type RenderOptions,
  renderInSite,
} from "../../test-support/render-section.tsx";
import { Messenger } from "./messenger.tsx";

export type Item = Messengers["data"][number];

export function item(name: Item["name"], value: string, data: Partial<Item["data"]> = {}): Item {
  return {
    name,
    isActive: true,
    value,
    data: {
      avatar: "/images/avatar-480.webp",
      optimizedAvatar: "",
      name: "Maré Rent",
      subtitle: "We usually reply within minutes",
      message: "Hi there! 👋\nNeed help choosing a vehicle?",
      buttonText: "Start a chat",
      buttonUrl: "",
      ...data,
    },
  };
}

export const ALL: Item[] = [
  item("whatsapp", "+351-912345678"),
  item("telegram", "@mare_rent"),
  item("viber", "+351912345678"),
  item("facebook", "https://m.me/marerent"),
];

export function siteWith(data: Item[], alignment: "left" | "right" = "right"): Site {
  const site = fixtureSite();
  const messengers = { settings: { alignment }, data };
  const content = Object.fromEntries(
    Object.entries(site.content).map(([code, value]) => [code, { ...value, messengers }]),
  );
  return { ...site, content };
}

/** The widget in a page with other content, for every language of the fixture site. */
export function renderMessenger(data: Item[] = ALL, options: RenderOptions = {}) {
  return renderInSite(
    <main>
      <p>Page content</p>
      <Messenger />
    </main>,
    { site: siteWith(data), ...options },
  );
}

export const launcher = (name: string) => screen.getByRole("button", { name: `${name} chat` });
export const card = () => screen.queryByRole("dialog");
