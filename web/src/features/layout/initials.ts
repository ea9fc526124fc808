/** Avatar fallback: the first letters of first and last name. */
export function initials(firstName?: string, lastName?: string): string {
  return `${firstName?.trim()[0] ?? ''}${lastName?.trim()[0] ?? ''}`.toUpperCase() || '?';
}
