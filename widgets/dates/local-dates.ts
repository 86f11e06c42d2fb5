// "Last updated" dates: the HTML carries the ISO instant (`<time datetime>`) and a plain YYYY-MM-DD
// fallback; here the text becomes that instant in the reader's locale and time zone (spec §5).

const SELECTOR = ".wd-last-updated time[datetime]";

export function formatLocalDate(iso: string, locales?: string | readonly string[]): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(locales as string[] | undefined, { dateStyle: "medium", timeStyle: "short" }).format(date);
}

/** Idempotent: formats every last-updated <time> under root (the datetime attribute stays as it is). */
export function enhance(root: ParentNode = document): void {
  for (const time of root.querySelectorAll<HTMLTimeElement>(SELECTOR)) {
    const text = formatLocalDate(time.dateTime);
    if (text && time.textContent !== text) time.textContent = text;
  }
}
