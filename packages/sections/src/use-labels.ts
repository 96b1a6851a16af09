import { useRenderMode } from "./render-mode.tsx";
import type { Labels } from "./translations.ts";

export function useLabels(): Labels {
  return useRenderMode().labels;
}
