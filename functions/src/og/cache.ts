/**
 * The rendered images this instance keeps, by slug and version: a repeated hit (or several
 * crawlers at once) reuses one render. Bounded, oldest first out; a failed render is not kept.
 */
export class RenderCache {
  private readonly entries = new Map<string, Promise<Buffer>>();

  constructor(private readonly maxEntries: number) {}

  get(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const kept = this.entries.get(key);
    if (kept) {
      // most recently used goes last, so the oldest unused image leaves first
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept;
    }
    const rendering = render();
    this.entries.set(key, rendering);
    rendering.catch(() => this.entries.delete(key));
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return rendering;
  }
}
