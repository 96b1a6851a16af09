import { useRef, useState } from "react";
import {
  Autocomplete,
  Dialog,
  Header,
  Heading,
  Input,
  Keyboard,
  Label,
  Menu,
  MenuItem,
  MenuSection,
  Modal,
  ModalOverlay,
  Text,
  TextField,
} from "react-aria-components";
import { matchesQuery } from "./command-match.ts";
import styles from "./command-palette.module.css";
import dialog from "./dialog.module.css";
import type { CommandGroup, EditorCommand } from "./editor-commands.ts";
import { isMac, shortcutText } from "./shortcut-keys.ts";
import layout from "./site-editor.module.css";
import { EDITOR_TEXT } from "./ui-text.ts";

const T = EDITOR_TEXT.commands;

/** The commands that match, in their groups (a group with none left is not shown). */
function groupsOf(commands: readonly EditorCommand[], query: string) {
  const groups = new Map<CommandGroup, EditorCommand[]>();
  for (const command of commands) {
    if (!matchesQuery(command.label, query)) continue;
    groups.set(command.group, [...(groups.get(command.group) ?? []), command]);
  }
  return [...groups];
}

/**
 * The command palette: a search field over the editor's commands. ↑ ↓ choose, Enter runs the
 * command chosen and closes, Escape closes; focus goes back where it was.
 */
export function CommandPalette({
  isOpen,
  onOpenChange,
  commands,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  commands: readonly EditorCommand[];
}) {
  const [query, setQuery] = useState("");
  const onMac = isMac();
  // Where the focus was when the palette opened (read as it opens, before the palette takes it).
  const returnTo = useRef<Element | null>(null);
  const wasOpen = useRef(false);
  if (isOpen && !wasOpen.current) returnTo.current = document.activeElement;
  wasOpen.current = isOpen;
  const close = () => {
    setQuery("");
    onOpenChange(false);
  };
  const run = (id: string) => {
    const command = commands.find((candidate) => candidate.id === id);
    close();
    // The command runs once the palette has gone, with the focus given back where it was when
    // the palette opened (as the palette's own hand-back would, whose timing varies), so a dialog
    // the command opens (Versions, the library) returns the focus there too, never to the body.
    requestAnimationFrame(() =>
      setTimeout(() => {
        const back = returnTo.current;
        if (back instanceof HTMLElement && back.isConnected) back.focus();
        command?.run();
      }, 0),
    );
  };
  return (
    <ModalOverlay
      className={dialog.overlay}
      isDismissable
      isOpen={isOpen}
      onOpenChange={(open) => (open ? onOpenChange(true) : close())}
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog} data-command-palette>
          <Heading slot="title" className={layout.visuallyHidden}>
            {T.palette}
          </Heading>
          <Autocomplete inputValue={query} onInputChange={setQuery}>
            <TextField className={styles.field} autoFocus>
              <Label className={layout.visuallyHidden}>{T.search}</Label>
              <Input className={styles.input} placeholder={T.search} />
              <Text slot="description" className={styles.hint}>
                {T.searchHint}
              </Text>
            </TextField>
            {/* The list scrolls on its own; its box takes the focus too, so a keyboard can scroll it. */}
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard. */}
            <section className={styles.list} tabIndex={0} aria-label={T.palette}>
              <Menu
                aria-label={T.palette}
                onAction={(key) => run(String(key))}
                renderEmptyState={() => <p className={styles.empty}>{T.noMatch}</p>}
              >
                {groupsOf(commands, query).map(([group, shown]) => (
                  <MenuSection key={group} id={group} className={styles.group}>
                    <Header className={styles.groupName}>{T.groups[group]}</Header>
                    {shown.map((command) => (
                      <MenuItem
                        key={command.id}
                        id={command.id}
                        textValue={command.label}
                        isDisabled={command.isDisabled === true}
                        className={styles.command}
                      >
                        <span data-command-label>{command.label}</span>
                        {command.shortcut !== undefined && (
                          <Keyboard className={styles.keys}>
                            {shortcutText(command.shortcut, onMac)}
                          </Keyboard>
                        )}
                      </MenuItem>
                    ))}
                  </MenuSection>
                ))}
              </Menu>
            </section>
          </Autocomplete>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
