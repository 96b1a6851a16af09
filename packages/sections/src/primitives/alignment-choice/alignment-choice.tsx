import type { FieldPath } from "../../edit-kit-contract.ts";
import { useEditKit } from "../../render-mode.tsx";

/** In edit mode, a text's alignment chosen beside it (core's options); nothing in view mode. */
export function AlignmentChoice({ field, value }: { field: FieldPath; value: string }) {
  const kit = useEditKit();
  if (kit === undefined) return null;
  return <kit.EnumEditor field={field} value={value} />;
}
