import "@puckeditor/core/no-external.css";
import { type Config, Puck } from "@puckeditor/core";
import { createRoot } from "react-dom/client";
import { blockCount, textBlocks } from "./puck-blocks.ts";
import { MoveActionBar } from "./move-action-bar.tsx";

/** Puck with one component: a text block edited inline in the canvas and in the side fields. */
const config: Config = {
  components: {
    Text: {
      fields: { text: { type: "text", contentEditable: true } },
      render: ({ text }) => <p>{text}</p>,
    },
  },
};

const root = document.getElementById("root");
if (root !== null) {
  createRoot(root).render(
    <Puck
      config={config}
      data={textBlocks(blockCount(window.location.search))}
      overrides={{ actionBar: MoveActionBar }}
    />,
  );
}
