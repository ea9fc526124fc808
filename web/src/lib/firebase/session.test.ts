import { afterEach, describe, expect, it } from 'vitest';
import { maybeSignedIn, rememberSignedIn, SIGNED_IN_MARKER_KEY } from './session';

afterEach(() => localStorage.clear());

describe("the app's own signed-in marker", () => {
  it('is absent for a browser nobody signed in on, even when Firebase keeps its own keys', () => {
    localStorage.setItem('firebase:authUser:demo-api-key:[DEFAULT]', '{"uid":"x"}');
    expect(maybeSignedIn()).toBe(false);
  });

  it('is written when Auth has a user and removed when it has none', () => {
    rememberSignedIn(true);
    expect(localStorage.getItem(SIGNED_IN_MARKER_KEY)).toBe('1');
    expect(maybeSignedIn()).toBe(true);
    rememberSignedIn(false);
    expect(localStorage.getItem(SIGNED_IN_MARKER_KEY)).toBeNull();
    expect(maybeSignedIn()).toBe(false);
  });
});
