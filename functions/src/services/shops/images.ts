/** Stored images of a shop live below this folder of the default bucket. */
export const shopImagesFolder = (shopId: string) => `barbershops/${shopId}/`;

/**
 * Storage is reachable in production, and in the emulator suite only when the Storage
 * emulator actually runs (it cannot start offline, see docs/emulators.md; its host variable
 * may be set all the same, so the emulator is probed).
 */
export async function storageAvailable(): Promise<boolean> {
  if (process.env.FUNCTIONS_EMULATOR !== 'true') return true;
  const host = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  if (!host) return false;
  try {
    await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1500) });
    return true;
  } catch {
    return false;
  }
}

/** Best effort: the shop's documents are already gone, so a storage failure is logged, not thrown. */
export async function deleteShopImages(shopId: string): Promise<void> {
  if (!(await storageAvailable())) return;
  try {
    const { getStorage } = await import('firebase-admin/storage');
    await getStorage()
      .bucket()
      .deleteFiles({ prefix: shopImagesFolder(shopId) });
  } catch (err) {
    console.error('Could not delete the stored images of shop', shopId, err);
  }
}
