import { describe, expect, it } from "vitest";
import { defaultMessengerItem, messengerItem, messengers } from "./messengers.ts";

describe("messengers", () => {
  it("defaults a chat card to facebook, the site's name, a waving greeting and Start Chat", () => {
    const item = defaultMessengerItem("Maré Rent");
    expect(messengerItem.parse(item)).toEqual(item);
    expect(item).toMatchObject({
      name: "facebook",
      data: {
        name: "Maré Rent",
        buttonText: "Start Chat",
        avatar: "/images/avatar-placeholder.svg",
      },
    });
    expect(item.data.message).toMatch(/👋/);
    expect(item.data.message).toMatch(/help/);
  });

  it("lists each messenger once", () => {
    const item = defaultMessengerItem("x");
    const result = messengers.safeParse({ settings: { alignment: "left" }, data: [item, item] });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([
      "Each messenger appears once",
    ]);
  });
});
