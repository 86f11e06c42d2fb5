/** Hand out unique slugs within one page: the second "Setup" becomes "setup-1". */
export class SlugRegistry {
  private readonly seen = new Map<string, number>();

  /** `start`: the first repeated slug's number (markdown-it-anchor's uniqueSlugStartIndex; 1 by default). */
  constructor(private readonly start = 1) {}

  unique(base: string): string {
    const slug = base || "section";
    const n = this.seen.get(slug);
    if (n === undefined) {
      this.seen.set(slug, 0);
      return slug;
    }
    let next = Math.max(n + 1, this.start);
    while (this.seen.has(`${slug}-${next}`)) next++;
    this.seen.set(slug, next);
    this.seen.set(`${slug}-${next}`, 0);
    return `${slug}-${next}`;
  }

  claim(id: string): void {
    this.seen.set(id, this.seen.get(id) ?? 0);
  }
}
