// <Tabs>: the strip of a tab set or code group. It first renders exactly the build's markup (native
// radio inputs with their labels: a complete control without JavaScript), so hydrating changes nothing;
// right after, before the browser paints, it turns into the ARIA tabs pattern: buttons with role="tab",
// aria-selected and aria-controls, one tab stop (roving tabindex), Left/Right with wrap-around and
// Home/End moving the choice (selection follows focus, as the radios did). hydrate-tabs.tsx gives the
// strip role="tablist" and the panels role="tabpanel" (onUpgrade). The choice is the shared one when the set has a
// shared key and a tab with that label, else the set's own.

import { Fragment, useLayoutEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent } from "react";
import { useTabsSharedState } from "./tabs-context";
import { tabIdOf, type TabItem } from "./tabs-store";

export interface TabsProps {
  /** The radio group's name (unique on the page). */
  name: string;
  items: TabItem[];
  /** The index selected before any shared choice applies (what the HTML shows). */
  initialIndex?: number;
  /** Sets with the same key share their choice; null keeps it to this set. */
  sharedKey?: string | null;
  /** Ids of the panels, in tab order (aria-controls). */
  panelIds?: string[];
  /** Runs once the radios have become tabs (before the browser paints). */
  onUpgrade?: () => void;
  /** Runs after every change of the shown tab (and once on mount). */
  onShow?: (index: number) => void;
  /** Runs when the reader picks a tab in this set. */
  onChoose?: (index: number, label: string) => void;
}

const noChoice = () => undefined;

/** The tab a key moves to from `from` among `n` tabs, or null for a key tabs ignore. */
export function tabKeyTarget(key: string, from: number, n: number): number | null {
  if (key === "ArrowRight") return (from + 1) % n;
  if (key === "ArrowLeft") return (from - 1 + n) % n;
  if (key === "Home") return 0;
  if (key === "End") return n - 1;
  return null;
}

export function Tabs({ name, items, initialIndex = 0, sharedKey = null, panelIds, onUpgrade, onShow, onChoose }: TabsProps) {
  const store = useTabsSharedState();
  // While hydrating, React uses the third argument: "no shared choice", i.e. what the HTML shows.
  const shared = useSyncExternalStore(store.subscribe, () => (sharedKey ? store.get(sharedKey) : undefined), noChoice);
  const [own, setOwn] = useState(initialIndex);
  const [upgraded, setUpgraded] = useState(false);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const refocus = useRef(-1);
  const sharedIndex = shared === undefined ? -1 : items.findIndex((item) => item.label === shared);
  const selected = sharedIndex >= 0 ? sharedIndex : own;
  // Remember what a shared choice showed, so a later shared label this set lacks leaves it in place.
  if (selected !== own) setOwn(selected);

  useLayoutEffect(() => {
    onShow?.(selected);
  }, [selected, onShow]);

  // Radios → tabs, in the same commit as hydration (no paint in between); a radio that had focus hands it on.
  useLayoutEffect(() => {
    refocus.current = items.findIndex((item) => item.id === document.activeElement?.id);
    setUpgraded(true);
    // Only on mount: the strip upgrades once.
  }, []);
  useLayoutEffect(() => {
    if (!upgraded) return;
    onUpgrade?.();
    if (refocus.current >= 0) tabs.current[refocus.current]?.focus();
    refocus.current = -1;
    // Once, when the strip has become tabs.
  }, [upgraded]);

  const choose = (index: number) => {
    setOwn(index);
    if (sharedKey) store.set(sharedKey, items[index].label);
    onChoose?.(index, items[index].label);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const next = tabKeyTarget(e.key, index, items.length);
    if (next === null) return;
    e.preventDefault();
    tabs.current[next]?.focus();
    if (next !== selected) choose(next);
  };

  if (upgraded) {
    return (
      <>
        {items.map((item, i) => (
          <button
            key={item.id}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={tabIdOf(item)}
            aria-selected={i === selected}
            aria-controls={panelIds?.[i]}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => i !== selected && choose(i)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            {item.label}
          </button>
        ))}
      </>
    );
  }
  return (
    <>
      {items.map((item, i) => (
        <Fragment key={item.id}>
          <input type="radio" name={name} id={item.id} checked={i === selected} onChange={() => choose(i)} />
          <label htmlFor={item.id}>{item.label}</label>
        </Fragment>
      ))}
    </>
  );
}
