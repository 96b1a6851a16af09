export { createEditKit, EDIT_KIT } from "./edit-kit.tsx";
