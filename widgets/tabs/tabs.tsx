// <Tabs>: the strip of a tab set or code group — native radio inputs with their labels, exactly the
// markup the build renders, so hydrating it changes nothing on screen. Native radios give the keyboard
// behaviour: arrow keys move the choice and wrap around at both ends. The choice is the shared one
// when the set has a shared key and a tab with that label, else the set's own.

import { Fragment, useLayoutEffect, useState, useSyncExternalStore } from "react";
import { useTabsSharedState } from "./tabs-context";
import type { TabItem } from "./tabs-store";

export interface TabsProps {
  /** The radio group's name (unique on the page). */
  name: string;
  items: TabItem[];
  /** The index selected before any shared choice applies (what the HTML shows). */
  initialIndex?: number;
  /** Sets with the same key share their choice; null keeps it to this set. */
  sharedKey?: string | null;
  /** Runs after every change of the shown tab (and once on mount). */
  onShow?: (index: number) => void;
  /** Runs when the reader picks a tab in this set. */
  onChoose?: (index: number, label: string) => void;
}

const noChoice = () => undefined;

export function Tabs({ name, items, initialIndex = 0, sharedKey = null, onShow, onChoose }: TabsProps) {
  const store = useTabsSharedState();
  // While hydrating, React uses the third argument: "no shared choice", i.e. what the HTML shows.
  const shared = useSyncExternalStore(store.subscribe, () => (sharedKey ? store.get(sharedKey) : undefined), noChoice);
  const [own, setOwn] = useState(initialIndex);
  const sharedIndex = shared === undefined ? -1 : items.findIndex((item) => item.label === shared);
  const selected = sharedIndex >= 0 ? sharedIndex : own;
  // Remember what a shared choice showed, so a later shared label this set lacks leaves it in place.
  if (selected !== own) setOwn(selected);

  useLayoutEffect(() => {
    onShow?.(selected);
  }, [selected, onShow]);

  const choose = (index: number) => {
    setOwn(index);
    if (sharedKey) store.set(sharedKey, items[index].label);
    onChoose?.(index, items[index].label);
  };

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
