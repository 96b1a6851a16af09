export type { LinkPickerProps } from "../edit-kit-contract.ts";
export { createEditKit, EDIT_KIT } from "./edit-kit.tsx";
export { SectionInUseProvider, useIsSectionInUse } from "./section-in-use.ts";
