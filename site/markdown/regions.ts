// VS Code-style `#region name` / `#endregion name` markers, in every comment syntax VitePress recognises
// (vuejs/vitepress src/node/markdown/plugins/snippet.ts): shared by snippet imports and includes.
const REGION_MARKERS = [
  /^\/\/ ?#?((?:end)?region) ([\w*-]+)$/, // JavaScript, TypeScript, Java, C#…
  /^\/\* ?#((?:end)?region) ([\w*-]+) ?\*\/$/, // CSS, Less, SCSS
  /^#pragma ((?:end)?region) ([\w*-]+)$/, // C, C++
  /^<!-- #?((?:end)?region) ([\w*-]+) -->$/, // HTML, Markdown
  /^#((?:End )Region) ([\w*-]+)$/, // Visual Basic
  /^::#((?:end)region) ([\w*-]+)$/, // Batch
  /^# ?((?:end)?region) ([\w*-]+)$/, // Python, shell, PowerShell, Perl, PHP…
];

function isMarker(line: string, marker: RegExp, name: string, end: boolean): boolean {
  const [full, tag, found] = marker.exec(line.trim()) ?? [];
  return !!full && found === name && (end ? /^[Ee]nd ?[rR]egion$/ : /^[rR]egion$/).test(tag);
}

/** The lines strictly between `#region name` and its `#endregion name` (0-based, end exclusive), or null. */
export function findRegion(lines: string[], name: string, from = 0): { start: number; end: number; marker: RegExp } | null {
  let marker: RegExp | null = null;
  let start = -1;
  for (let i = from; i < lines.length; i++) {
    const line = lines[i];
    if (!marker) {
      marker = REGION_MARKERS.find((m) => isMarker(line, m, name, false)) ?? null;
      if (marker) start = i + 1;
    } else if (isMarker(line, marker, name, true)) {
      return { start, end: i, marker };
    }
  }
  return null;
}

/** Every region of that name, in file order: a snippet import shows them all, joined (as VitePress does). */
export function findRegions(lines: string[], name: string): Array<{ start: number; end: number; marker: RegExp }> {
  const found = [];
  for (let r = findRegion(lines, name); r; r = findRegion(lines, name, r.end + 1)) found.push(r);
  return found;
}

/** Remove the common leading indentation of non-blank lines (a region cut from inside a function). */
export function dedent(text: string): string {
  const lines = text.split("\n");
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => /^[ \t]*/.exec(l)![0].length));
  return Number.isFinite(indent) && indent > 0 ? lines.map((l) => l.slice(indent)).join("\n") : text;
}
