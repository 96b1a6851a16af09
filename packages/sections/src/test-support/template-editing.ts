/** Core's editing test helpers on the sample site, for the edit kit's tests. */
export {
  applied,
  sectionOf,
  templateSite,
} from "../../../core/src/test-support/editing.ts";
