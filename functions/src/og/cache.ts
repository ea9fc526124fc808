/**
 * The rendered images this instance keeps, by slug and version: a repeated hit (or several
 * crawlers at once) reuses one render. Bounded, oldest first out; a failed render, or one `keep`
 * refuses (a picture that could not be loaded this time), is not kept once it settles.
 */
export class RenderCache<T> {
  private readonly entries = new Map<string, Promise<T>>();

  constructor(
    private readonly maxEntries: number,
    private readonly keep: (value: T) => boolean = () => true,
  ) {}

  get(key: string, render: () => Promise<T>): Promise<T> {
    const kept = this.entries.get(key);
    if (kept) {
      // most recently used goes last, so the oldest unused image leaves first
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept;
    }
    const rendering = render();
    this.entries.set(key, rendering);
    const forget = () => {
      if (this.entries.get(key) === rendering) this.entries.delete(key);
    };
    rendering.then((value) => {
      if (!this.keep(value)) forget();
    }, forget);
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return rendering;
  }
}
