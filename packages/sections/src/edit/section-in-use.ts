import { createContext, useContext } from "react";

/**
 * Whether the section an edit control sits in is the one being edited: in the editor's canvas, the
 * selected section (a click or the keyboard's focus selects it). The controls of a list's items
 * (move, remove) are made only there, so a long page carries a few dozen of them rather than
 * thousands. Without a provider (an edit canvas of one section, the kit's tests) every section is.
 */
const SectionInUse = createContext(true);

export const SectionInUseProvider = SectionInUse.Provider;

export const useIsSectionInUse = (): boolean => useContext(SectionInUse);
