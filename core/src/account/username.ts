export const USERNAME_MAX_LENGTH = 20;

/**
 * The sign-in username derived from a business name (spec section 5): lowercased, everything
 * except letters, digits and spaces removed, spaces removed, cut to 20 characters.
 */
export function deriveUsername(businessName: string): string {
  return businessName
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, '')
    .replace(/ /g, '')
    .slice(0, USERNAME_MAX_LENGTH);
}
