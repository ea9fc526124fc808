/** Service duration bounds the API accepts (the same as the security rules'). */
export const SERVICE_DURATION_MIN = 5;
export const SERVICE_DURATION_MAX = 480;

/** The onboarding wizard's narrower duration input. */
export const WIZARD_DURATION_MIN = 15;
export const WIZARD_DURATION_MAX = 180;

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png'];

/** Why an image file cannot be uploaded (JPG/PNG only, 5 MB at most), or null. */
export function imageFileProblem(file: { type: string; size: number }): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return 'Only JPG and PNG images can be uploaded';
  // Under 5 MB, as storage.rules has it.
  if (file.size >= MAX_IMAGE_BYTES) return 'Images can be at most 5MB';
  return null;
}
