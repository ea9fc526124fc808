// The image files an owner may upload (logo, hero images, barber photos), as storage.rules has them.

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png'];

/** Why an image file cannot be uploaded (JPG/PNG only, 5 MB at most), or null. */
export function imageFileProblem(file: { type: string; size: number }): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return 'Only JPG and PNG images can be uploaded';
  // Under 5 MB, as storage.rules has it.
  if (file.size >= MAX_IMAGE_BYTES) return 'Images can be at most 5MB';
  return null;
}
