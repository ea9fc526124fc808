import { describe, expect, it } from 'vitest';
import { ownerRedirect, staffRedirect } from './ownerRedirect';

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

  it('lets an owner who is only a member elsewhere set up a shop, and keeps their dashboard', () => {
    expect(ownerRedirect('/onboarding', '', 1, 0)).toBeNull();
    expect(ownerRedirect('/dashboard', '', 1, 0)).toBeNull();
  });
});

describe('staffRedirect', () => {
  it('sends a staff account from onboarding and the subscription page to its dashboard', () => {
    expect(staffRedirect('/onboarding')).toBe('/dashboard');
    expect(staffRedirect('/subscribe/')).toBe('/dashboard');
    expect(staffRedirect('/dashboard')).toBeNull();
    expect(staffRedirect('/settings')).toBeNull();
  });
});
