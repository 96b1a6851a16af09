/**
 * What the probe records in one window. Every time is absolute (`performance.timeOrigin` plus the
 * window's own time), so the shell's and the canvas's times compare.
 */
export type ProbeEvent = {
  name: string;
  start: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
  interactionId: number;
};
export type ProbeKey = {
  down: number;
  /** Time spent in the key's listeners (keydown, keypress, beforeinput, input, keyup). */
  handling: number;
  /** The end of the first frame after the key's input event: the paint that shows the letter. */
  paint?: number;
};
export type ProbeChange = { changed?: number; paint?: number };
export type ProbeRecord = {
  events: ProbeEvent[];
  longTasks: { start: number; duration: number }[];
  keys: ProbeKey[];
  clicks: number[];
  change: ProbeChange;
};

/**
 * The probe, as the source a frame evaluates (a function would be rewritten by the TypeScript
 * loader with helpers the page does not have). In the window it runs in, it observes Event Timing
 * (`event` over 16 ms, buffered, and `first-input`) and long tasks; it times each typed key's
 * listeners, from a capturing listener on the window (the first to run) to a bubbling one (the
 * last), and the frame after its input; and it records clicks. `window.__benchProbe.watch(selector,
 * attribute)` then waits for the list of `attribute` values of `selector` to change and records
 * when it did and the end of the frame after it.
 */
export const PROBE_SOURCE = `(() => {
  if (window.__benchProbe !== undefined) return;
  const origin = performance.timeOrigin;
  const now = () => origin + performance.now();
  const probe = { events: [], longTasks: [], keys: [], clicks: [], change: {} };
  window.__benchProbe = probe;
  const afterNextFrame = (done) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => done(now());
      channel.port2.postMessage(0);
    });
  const seen = new Set();
  const onEvent = (entry) => {
    const key = entry.name + ":" + entry.startTime;
    if (seen.has(key)) return;
    seen.add(key);
    probe.events.push({
      name: entry.name,
      start: origin + entry.startTime,
      duration: entry.duration,
      processingStart: origin + entry.processingStart,
      processingEnd: origin + entry.processingEnd,
      interactionId: entry.interactionId ?? 0,
    });
  };
  const observe = (options, onEntry) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe(options);
    } catch {}
  };
  observe({ type: "event", buffered: true, durationThreshold: 16 }, onEvent);
  observe({ type: "first-input", buffered: true }, onEvent);
  observe({ type: "longtask", buffered: true }, (entry) =>
    probe.longTasks.push({ start: origin + entry.startTime, duration: entry.duration }),
  );
  let key;
  const started = {};
  for (const type of ["keydown", "keypress", "beforeinput", "input", "keyup"]) {
    addEventListener(type, (event) => {
      if (type === "keydown") {
        key = event.key.length === 1 ? { down: origin + event.timeStamp, handling: 0 } : undefined;
        if (key !== undefined) probe.keys.push(key);
      }
      started[type] = performance.now();
    }, true);
    addEventListener(type, () => {
      if (key !== undefined && started[type] !== undefined) {
        key.handling += performance.now() - started[type];
      }
      started[type] = undefined;
      if (type === "input" && key !== undefined && key.paint === undefined) {
        const current = key;
        current.paint = 0;
        afterNextFrame((time) => { current.paint = time; });
      }
    });
  }
  addEventListener("click", (event) => probe.clicks.push(origin + event.timeStamp), true);
  probe.reset = () => {
    probe.events.length = 0;
    probe.longTasks.length = 0;
    probe.keys.length = 0;
    probe.clicks.length = 0;
    probe.change = {};
  };
  probe.watch = (selector, attribute) => {
    // The blocks are read from their parents' children (a few parents: a page's body and what
    // holds its header and footer): a walk of the whole page after each change would add its own
    // milliseconds to the edit it times.
    const parents = [...new Set([...document.querySelectorAll(selector)].map((block) => block.parentElement))];
    const list = () =>
      parents.flatMap((parent) => [...parent.children].filter((element) => element.matches(selector)));
    const values = () => list().map((element) => element.getAttribute(attribute)).join(" ");
    const before = values();
    const change = {};
    probe.change = change;
    const observer = new MutationObserver(() => {
      if (change.changed !== undefined || values() === before) return;
      change.changed = now();
      observer.disconnect();
      afterNextFrame((time) => { change.paint = time; });
    });
    for (const parent of parents) observer.observe(parent, { childList: true });
  };
})();`;

/**
 * The shell's watch for the first moment the page accepts typing: each frame it looks in the
 * canvas frame (`frameSelector`) for `readySelector` laid out on the page, then takes the end of
 * that task, when a key would be handled; `window.__benchTypable` holds that time after
 * `performance.timeOrigin` (the navigation's start).
 */
export function typableWatchSource({
  frameSelector,
  readySelector,
}: {
  frameSelector: string;
  readySelector: string;
}): string {
  return `(() => {
  if (window !== window.top) return;
  const frameSelector = ${JSON.stringify(frameSelector)};
  const readySelector = ${JSON.stringify(readySelector)};
  const check = () => {
    const frame = document.querySelector(frameSelector);
    const target = frame?.contentDocument?.querySelector(readySelector);
    if (target && target.isConnected && target.getClientRects().length > 0) {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => { window.__benchTypable = performance.now(); };
      channel.port2.postMessage(0);
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;
}
