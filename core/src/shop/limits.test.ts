import { describe, expect, it } from 'vitest';
import { imageFileProblem, MAX_IMAGE_BYTES } from './limits';

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
