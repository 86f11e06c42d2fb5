// What a snippet printed against what its article says it prints (site/snippets/run.ts).

// Non-breaking spaces (Intl puts them before "€") look like spaces in an article, so they compare equal.
const normalize = (s: string) =>
  s
    .replace(/\r\n/g, "\n")
    .replace(/[\u00a0\u202f]/g, " ")
    .split("\n")
    .map((l) => l.trimEnd())
    .join("\n")
    .replace(/\n+$/, "");
/** With `varies`, a word may differ when either side holds a digit or is 8+ characters long (IDs, timestamps, paths). */
const variable = (t: string) => /\d/.test(t) || t.length >= 8;

/** Compare what a snippet printed with what the article claims; null when they agree. */
export function compareOutput(actual: string, expected: string, varies = false): string | null {
  const a = normalize(actual).split("\n");
  const e = normalize(expected).split("\n");
  for (let i = 0; i < Math.max(a.length, e.length); i++) {
    if (a[i] === e[i]) continue;
    if (varies && a[i] !== undefined && e[i] !== undefined) {
      const split = (l: string) => l.split(/([A-Za-z0-9_-]+)/);
      const at = split(a[i]);
      const et = split(e[i]);
      if (at.length === et.length && at.every((t, j) => t === et[j] || (j % 2 === 1 && (variable(t) || variable(et[j]))))) continue;
    }
    const show = (l: string | undefined) => (l === undefined ? "(nothing)" : JSON.stringify(l));
    return `output line ${i + 1}: the article shows ${show(e[i])}, the snippet printed ${show(a[i])}`;
  }
  return null;
}
