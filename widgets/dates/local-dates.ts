// "Last updated" dates: the HTML carries the ISO instant (`<time datetime>`) and a plain YYYY-MM-DD
// fallback; here the text becomes that instant in the reader's locale and time zone (spec §5).

const SELECTOR = ".wd-last-updated time[datetime]";

/** The instant as VitePress shows it (`toLocaleString`): en-US "3/15/2024, 10:30:00 AM", de-DE "15.3.2024, 11:30:00". */
export function formatLocalDate(iso: string, locales?: string | readonly string[]): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleString(locales as string[] | undefined);
}

/** Idempotent: formats every last-updated <time> under root (the datetime attribute stays as it is). */
export function enhance(root: ParentNode = document): void {
  for (const time of root.querySelectorAll<HTMLTimeElement>(SELECTOR)) {
    const text = formatLocalDate(time.dateTime);
    if (text && time.textContent !== text) time.textContent = text;
  }
}
