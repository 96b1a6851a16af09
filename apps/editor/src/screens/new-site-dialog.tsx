import { type FormEvent, useState } from "react";
import {
  Button,
  Dialog,
  DialogTrigger,
  Form,
  Heading,
  Input,
  Label,
  Modal,
  ModalOverlay,
  Radio,
  RadioGroup,
  TextField,
} from "react-aria-components";
import { api } from "../api/client.ts";
import { useSiteMutation } from "../api/use-sites.ts";
import buttons from "../shell/buttons.module.css";
import dialog from "../shell/dialog.module.css";
import { EDITOR_TEXT as T } from "../shell/ui-text.ts";

type Start = "vehicle-rental" | "blank";

/** "New site": a name and a start (the sample site or a blank page), created and opened. */
export function NewSiteDialog({ onCreated }: { onCreated: (id: string) => void }) {
  const [name, setName] = useState("");
  const [start, setStart] = useState<Start>("vehicle-rental");
  const create = useSiteMutation((input: { name: string; start: Start }) =>
    api.createSite(input.name, input.start === "blank" ? undefined : input.start),
  );
  return (
    <DialogTrigger onOpenChange={() => create.reset()}>
      <Button className={buttons.primary}>{T.newSite}</Button>
      <ModalOverlay className={dialog.overlay} isDismissable>
        <Modal className={dialog.modal}>
          <Dialog className={dialog.dialog}>
            {({ close }) => {
              const submit = (event: FormEvent<HTMLFormElement>) => {
                event.preventDefault();
                create.mutate(
                  { name: name.trim(), start },
                  {
                    onSuccess: (created) => {
                      setName("");
                      close();
                      onCreated(created.id);
                    },
                  },
                );
              };
              return (
                <Form className={dialog.form} onSubmit={submit}>
                  <Heading slot="title" className={dialog.title}>
                    {T.newSiteTitle}
                  </Heading>
                  <TextField
                    className={dialog.field}
                    isRequired
                    maxLength={120}
                    value={name}
                    onChange={setName}
                    autoFocus
                  >
                    <Label className={dialog.label}>{T.siteName}</Label>
                    <Input className={dialog.input} />
                  </TextField>
                  <RadioGroup
                    className={dialog.field}
                    value={start}
                    onChange={(value) => setStart(value as Start)}
                  >
                    <Label className={dialog.label}>{T.startFrom}</Label>
                    <Radio className={dialog.radio} value="vehicle-rental">
                      {T.fromTemplate}
                    </Radio>
                    <Radio className={dialog.radio} value="blank">
                      {T.blank}
                    </Radio>
                  </RadioGroup>
                  {create.error !== null && (
                    <p role="alert" className={dialog.error}>
                      {create.error.message}
                    </p>
                  )}
                  <div className={dialog.actions}>
                    <Button className={buttons.secondary} onPress={close}>
                      {T.cancel}
                    </Button>
                    <Button type="submit" className={buttons.primary} isDisabled={create.isPending}>
                      {create.isPending ? T.creating : T.create}
                    </Button>
                  </div>
                </Form>
              );
            }}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
