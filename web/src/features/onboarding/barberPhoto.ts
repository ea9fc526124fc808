import { imageFileProblem } from '@barbershop/core/validation';

/** The longest side of a wizard barber photo, and the most a data URL may hold (the API's limit). */
const PHOTO_SIDE_PX = 256;
const MAX_DATA_URL_CHARS = 60_000;

/**
 * A barber photo picked in the onboarding wizard as a small JPG data URL. The shop does not exist
 * yet, so there is no Storage folder to upload to; the data URL is stored with the barber and
 * needs no Storage at all (docs/decisions.md). Throws with a message a toast can show.
 */
export async function barberPhotoDataUrl(file: File): Promise<string> {
  const problem = imageFileProblem(file);
  if (problem) throw new Error(problem);
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, PHOTO_SIDE_PX / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot prepare the photo');
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  for (const quality of [0.85, 0.7, 0.5, 0.3]) {
    const url = canvas.toDataURL('image/jpeg', quality);
    if (url.length <= MAX_DATA_URL_CHARS) return url;
  }
  throw new Error('The photo is too detailed to store. Please choose a simpler image.');
}
