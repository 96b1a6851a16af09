import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { restoreCanvasAccess } from "./api/session.ts";
import { App } from "./app.tsx";
import { FailureBoundary } from "./shell/failure-notice.tsx";
import { EDITOR_TEXT as T } from "./shell/ui-text.ts";
import "./shell/editor.css";

restoreCanvasAccess();
// The editor opens without the network too (its files kept by the service worker).
if ("serviceWorker" in navigator) void navigator.serviceWorker.register("/sw.js").catch(() => {});
const queries = new QueryClient({ defaultOptions: { queries: { retry: 1 } } });
const root = document.getElementById("root");
if (root !== null) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queries}>
        <FailureBoundary title={T.editorFailed}>
          <App />
        </FailureBoundary>
      </QueryClientProvider>
    </StrictMode>,
  );
}
