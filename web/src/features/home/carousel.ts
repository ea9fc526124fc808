/** The carousel loops: with more than one shop the list is tripled. */
export function carouselItems<T>(shops: readonly T[]): T[] {
  return shops.length > 1 ? [...shops, ...shops, ...shops] : [...shops];
}

/** First three services, then '+N more services'. */
export function popularServices(names: readonly string[]): { shown: string[]; more: string | null } {
  const rest = names.length - 3;
  return { shown: names.slice(0, 3), more: rest > 0 ? `+${rest} more services` : null };
}
