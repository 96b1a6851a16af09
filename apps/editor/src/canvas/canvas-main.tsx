import { createRoot } from "react-dom/client";
import { CanvasApp } from "./canvas-app.tsx";
import { BRIDGE_KEY, type CanvasBridge } from "./canvas-bridge.ts";

/**
 * The canvas: the page being edited, rendered in this iframe with the published site's sections,
 * theme and CSS, from the shell's stores (same origin: the shell is its parent window).
 */
const bridge = (window.parent as unknown as Record<string, CanvasBridge | undefined>)[BRIDGE_KEY];
const root = document.getElementById("ilha-root");
if (bridge !== undefined && root !== null) createRoot(root).render(<CanvasApp bridge={bridge} />);
