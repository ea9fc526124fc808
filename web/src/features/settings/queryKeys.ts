/** The query keys of the settings screen (the shop itself is authKeys.ownerShops). */
export const settingsKeys = {
  /** Whether the Storage bucket answers (imageStorage.ts) */
  storageAvailable: ['storage-available'] as const,
};
