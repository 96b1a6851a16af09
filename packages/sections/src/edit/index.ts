export { createEditKit, EDIT_KIT } from "./edit-kit.tsx";
export { SectionInUseProvider } from "./section-in-use.ts";
