import { afterEach, describe, expect, it } from "vitest";
import { commitTyping } from "./commit-typing.ts";

afterEach(() => {
  document.body.replaceChildren();
});

describe("commitTyping", () => {
  it("reports a text being typed (as leaving it does) and puts the caret back where it was", () => {
    const text = document.createElement("span");
    text.contentEditable = "true";
    text.textContent = "Porto Santo";
    document.body.append(text);
    const reported: string[] = [];
    // Leaving the text reports it and writes it again, as the edit kit does (a new text node).
    text.addEventListener("blur", () => {
      reported.push(text.textContent ?? "");
      text.textContent = `${text.textContent ?? ""}`;
    });
    text.focus();
    const range = document.createRange();
    const node = text.firstChild as Text;
    range.setStart(node, 2);
    range.setEnd(node, 5);
    document.getSelection()?.removeAllRanges();
    document.getSelection()?.addRange(range);

    commitTyping(document);

    expect(reported).toEqual(["Porto Santo"]);
    expect(document.activeElement).toBe(text);
    expect(document.getSelection()?.toString()).toBe("rto");
  });

  it("leaves a page where nothing is being typed as it is", () => {
    const button = document.createElement("button");
    document.body.append(button);
    button.focus();
    let isLeft = false;
    button.addEventListener("blur", () => {
      isLeft = true;
    });
    commitTyping(document);
    expect(isLeft).toBe(false);
    expect(document.activeElement).toBe(button);
  });
});
