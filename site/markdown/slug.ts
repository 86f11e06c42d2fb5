/**
 * Heading id from heading text: lowercase; drop every character that is not a letter, digit, space or
 * hyphen (Unicode-aware, so CJK headings keep their characters); spaces become hyphens; runs collapse.
 */
export function slugify(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}

/** Hand out unique slugs within one page: the second "Setup" becomes "setup-1". */
export class SlugRegistry {
  private readonly seen = new Map<string, number>();

  unique(base: string): string {
    const slug = base || "section";
    const n = this.seen.get(slug);
    if (n === undefined) {
      this.seen.set(slug, 0);
      return slug;
    }
    let next = n + 1;
    while (this.seen.has(`${slug}-${next}`)) next++;
    this.seen.set(slug, next);
    this.seen.set(`${slug}-${next}`, 0);
    return `${slug}-${next}`;
  }

  claim(id: string): void {
    this.seen.set(id, this.seen.get(id) ?? 0);
  }
}
