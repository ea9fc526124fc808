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
export function uploadShopImage(shopId: string, kind: 'logo' | 'hero', file: File): Promise<string> {
  return uploadImage(`barbershops/${shopId}/${kind}`, file);
}

/** A barber's photo, under barbers/{barberId}/ of the shop's folder (the barber may write their own). */
export function uploadBarberPhoto(shopId: string, barberId: string, file: File): Promise<string> {
  return uploadImage(`barbershops/${shopId}/barbers/${barberId}/photo`, file);
}

async function uploadImage(pathStart: string, file: File): Promise<string> {
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
  const objectRef = ref(storage, `${pathStart}-${Date.now()}.${ext}`);
  await uploadBytes(objectRef, file, { contentType: file.type });
  return getDownloadURL(objectRef);
}

let connected = false;
