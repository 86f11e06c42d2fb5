// Which outline entry is active (spec §4 "Outline", §9 "Outline scroll offset 71 px"): the last heading
// whose top has reached `offset` px from the top of the viewport; at the bottom of the page, the last one.
// "Reached" allows less than a pixel over: layout puts headings at fractional positions (71.4 px).

export interface ActiveInput {
  /** Each heading's top relative to the viewport (getBoundingClientRect().top), in document order. */
  tops: number[];
  offset: number;
  atBottom: boolean;
  /**
   * Index of the heading the URL's hash points at, and the hash-anchor offset (spec §9: 90 px). A hash
   * jump leaves its heading at that offset, below the 71 px line; it still counts as reached while it sits
   * there, so clicking an outline link activates that link.
   */
  hashIndex?: number;
  hashOffset?: number;
}

export function activeIndex({ tops, offset, atBottom, hashIndex = -1, hashOffset = offset }: ActiveInput): number {
  if (tops.length === 0) return -1;
  if (atBottom) return tops.length - 1;
  let index = -1;
  for (let i = 0; i < tops.length; i++) {
    if (tops[i] >= offset + 1) break;
    index = i;
  }
  if (hashIndex > index && tops[hashIndex] < hashOffset + 1) index = hashIndex;
  return index;
}

/** Whether the window is scrolled to the bottom of the page (within a pixel, for fractional zoom). */
export function isAtPageBottom(): boolean {
  const doc = document.scrollingElement ?? document.documentElement;
  return Math.abs(window.scrollY + window.innerHeight - doc.scrollHeight) < 1;
}
