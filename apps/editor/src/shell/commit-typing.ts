/** Whether the keyboard is in something typed into: a field or an editable text. */
export function isTypingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

/** Where the selection starts and ends in `element`'s text, when it is inside it. */
export function selectionOffsets(element: HTMLElement): [number, number] | undefined {
  const selection = element.ownerDocument.getSelection();
  const range = selection !== null && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
  if (range === null || !element.contains(range.startContainer)) return undefined;
  const offset = (node: Node, at: number) => {
    const before = element.ownerDocument.createRange();
    before.selectNodeContents(element);
    before.setEnd(node, at);
    return before.toString().length;
  };
  return [
    offset(range.startContainer, range.startOffset),
    offset(range.endContainer, range.endOffset),
  ];
}

/** Selects `element`'s text from `start` to `end` (characters), across its text nodes. */
export function selectOffsets(element: HTMLElement, [start, end]: [number, number]): void {
  const document = element.ownerDocument;
  const point = (offset: number): [Node, number] => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    let left = offset;
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const length = node.textContent?.length ?? 0;
      if (left <= length) return [node, left];
      left -= length;
    }
    return [element, element.childNodes.length];
  };
  const range = document.createRange();
  range.setStart(...point(start));
  range.setEnd(...point(end));
  const selection = document.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

/**
 * Commits what is being typed where the keyboard is (a field applies on leaving it, a text of the
 * page is reported then) and puts the keyboard back where it was, its caret included: what
 * "Save now" does first, so the last letters typed are saved too.
 */
export function commitTyping(document: Document): void {
  const active = document.activeElement;
  if (!isTypingIn(active) || !(active instanceof HTMLElement) || active.tagName === "SELECT") {
    return;
  }
  const caret = active.isContentEditable ? selectionOffsets(active) : undefined;
  active.blur();
  active.focus({ preventScroll: true });
  if (caret !== undefined) selectOffsets(active, caret);
}
