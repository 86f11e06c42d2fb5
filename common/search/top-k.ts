// The best k of many candidates, in order, without sorting them all: a query can match most of a big
// site's sections while the dialog shows a hundred. A bounded heap keeps the k best seen so far, its worst
// on top; most candidates cost one comparison with it.

/** The `k` best of `items` by `before` (negative: a comes first), sorted best first. */
export function topK<T>(items: readonly T[], k: number, before: (a: T, b: T) => number): T[] {
  if (k <= 0) return [];
  if (items.length <= k) return [...items].sort(before);
  // Max-heap by rank: heap[0] is the worst of the best k.
  const heap: T[] = [];
  const worse = (i: number, j: number) => before(heap[i], heap[j]) > 0;
  const swap = (i: number, j: number) => ([heap[i], heap[j]] = [heap[j], heap[i]]);
  const down = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < heap.length && worse(l, m)) m = l;
      if (r < heap.length && worse(r, m)) m = r;
      if (m === i) return;
      swap(i, m);
      i = m;
    }
  };
  for (const item of items) {
    if (heap.length < k) {
      heap.push(item);
      for (let i = heap.length - 1; i > 0; ) {
        const p = (i - 1) >> 1;
        if (!worse(i, p)) break;
        swap(i, p);
        i = p;
      }
    } else if (before(item, heap[0]) < 0) {
      heap[0] = item;
      down(0);
    }
  }
  return heap.sort(before);
}
