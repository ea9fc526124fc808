import { describe, expect, it } from 'vitest';
import { ownerRedirect } from './ownerRedirect';

describe('ownerRedirect', () => {
  it('sends an owner without a shop from the dashboard and settings to onboarding', () => {
    expect(ownerRedirect('/dashboard', '', 0)).toBe('/onboarding');
    expect(ownerRedirect('/settings', '?tab=account', 0)).toBe('/onboarding');
    expect(ownerRedirect('/onboarding', '', 0)).toBeNull();
    expect(ownerRedirect('/subscribe', '', 0)).toBeNull();
  });

  it('sends a shop owner from onboarding to the dashboard, except in edit mode', () => {
    expect(ownerRedirect('/onboarding', '', 1)).toBe('/dashboard');
    expect(ownerRedirect('/onboarding/', '?x=1', 1)).toBe('/dashboard');
    expect(ownerRedirect('/onboarding', '?edit=1', 1)).toBeNull();
    expect(ownerRedirect('/dashboard', '', 1)).toBeNull();
    expect(ownerRedirect('/settings', '', 1)).toBeNull();
  });
});
