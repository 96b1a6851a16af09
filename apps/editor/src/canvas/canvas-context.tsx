import { createContext, type ReactNode, useContext } from "react";
import type { CanvasBridge } from "./canvas-bridge.ts";

const BridgeContext = createContext<CanvasBridge | null>(null);

export function CanvasBridgeProvider({
  bridge,
  children,
}: {
  bridge: CanvasBridge;
  children: ReactNode;
}) {
  return <BridgeContext.Provider value={bridge}>{children}</BridgeContext.Provider>;
}

export function useBridge(): CanvasBridge {
  const bridge = useContext(BridgeContext);
  if (bridge === null) throw new Error("The canvas renders inside its bridge's provider");
  return bridge;
}
