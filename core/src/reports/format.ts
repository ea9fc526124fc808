/** A share (0 to 1) as a percentage to one decimal place, without a trailing '.0': '20%', '33.3%'; '–' when there is none. */
export function formatShare(share: number | null): string {
  if (share === null) return '–';
  return `${Number((share * 100).toFixed(1))}%`;
}

/** Minutes as hours and minutes: '45 min', '2 h', '40 h 30 min'. */
export function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}
