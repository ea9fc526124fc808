import { describe, expect, it } from 'vitest';
import { imageFileProblem, MAX_IMAGE_BYTES } from './imageFiles';

describe('imageFileProblem', () => {
  it('accepts JPG and PNG under 5 MB', () => {
    expect(imageFileProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(imageFileProblem({ type: 'image/jpeg', size: MAX_IMAGE_BYTES - 1 })).toBeNull();
  });
  it('refuses other types and larger files', () => {
    expect(imageFileProblem({ type: 'image/gif', size: 10 })).toMatch(/JPG and PNG/);
    expect(imageFileProblem({ type: 'image/svg+xml', size: 10 })).toMatch(/JPG and PNG/);
    expect(imageFileProblem({ type: 'image/png', size: MAX_IMAGE_BYTES })).toMatch(/5MB/);
  });
});

describe('imageFileProblem, exactly', () => {
  it('answers the type problem before the size one, in the words the upload form shows', () => {
    expect(imageFileProblem({ type: 'image/gif', size: MAX_IMAGE_BYTES * 2 })).toBe('Only JPG and PNG images can be uploaded');
    expect(imageFileProblem({ type: '', size: 1 })).toBe('Only JPG and PNG images can be uploaded');
    expect(imageFileProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBe('Images can be at most 5MB');
    expect(imageFileProblem({ type: 'image/png', size: 5 * 1024 * 1024 - 1 })).toBeNull();
    expect(imageFileProblem({ type: 'image/jpeg', size: 0 })).toBeNull();
  });
});
