// App-wide UI state shared by the widgets (spec §3 "App state"). A tiny store: read, set, subscribe.

export interface AppState {
  /** Whether the quick navigator panel is open; false until the floating button is clicked. */
  showNavigator: boolean;
}

let state: AppState = { showNavigator: false };
const listeners = new Set<() => void>();

export function getAppState(): AppState {
  return state;
}

export function setAppState(patch: Partial<AppState>): void {
  const next = { ...state, ...patch };
  if ((Object.keys(patch) as Array<keyof AppState>).every((k) => next[k] === state[k])) return;
  state = next;
  for (const l of listeners) l();
}

export function subscribeAppState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
