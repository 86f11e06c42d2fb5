// The React side of the shared tab state: a provider that hands the store down, and the hook every
// <Tabs> calls — which throws when no provider is above it (spec §5: "The tabs component throws if its
// shared state is missing"), instead of silently keeping a choice nobody else sees.

import { createContext, type ReactNode, useContext } from "react";
import type { TabsStore } from "./tabs-store";

export const MISSING_SHARED_STATE =
  "[web-docs-tabs] shared tab state is missing: render <Tabs> inside <TabsSharedStateProvider store={createTabsStore()}>";

const TabsSharedState = createContext<TabsStore | null>(null);

export function TabsSharedStateProvider({ store, children }: { store: TabsStore; children?: ReactNode }) {
  return <TabsSharedState.Provider value={store}>{children}</TabsSharedState.Provider>;
}

export function useTabsSharedState(): TabsStore {
  const store = useContext(TabsSharedState);
  if (!store) throw new Error(MISSING_SHARED_STATE);
  return store;
}
