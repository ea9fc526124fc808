import { imageFileProblem } from '@barbershop/core/validation';
import { emulatorHost, emulatorPorts, firebaseApp, firebaseConfigReady, usesEmulators } from './clientApp';

/**
 * Whether image uploads can work: always in production; locally only when the Storage
 * emulator answers (it cannot start on an offline machine: its rules runtime is a download, docs/testing.md).
 */
export async function isImageStorageAvailable(): Promise<boolean> {
  if (!usesEmulators) return true;
  try {
    await fetch(`http://${emulatorHost}:${emulatorPorts.storage}/`, { mode: 'no-cors', signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * Uploads a shop image to barbershops/{shopId}/ (the folder account deletion clears) and
 * answers its download URL. JPG/PNG up to 5 MB only.
 */
export async function uploadShopImage(shopId: string, kind: 'logo' | 'hero', file: File): Promise<string> {
  const problem = imageFileProblem(file);
  if (problem) throw new Error(problem);
  const { connectStorageEmulator, getDownloadURL, getStorage, ref, uploadBytes } = await import('firebase/storage');
  await firebaseConfigReady();
  const storage = getStorage(firebaseApp());
  if (usesEmulators && !connected) {
    connectStorageEmulator(storage, emulatorHost, emulatorPorts.storage);
    connected = true;
  }
  const ext = file.type === 'image/png' ? 'png' : 'jpg';
  const objectRef = ref(storage, `barbershops/${shopId}/${kind}-${Date.now()}.${ext}`);
  await uploadBytes(objectRef, file, { contentType: file.type });
  return getDownloadURL(objectRef);
}

let connected = false;
