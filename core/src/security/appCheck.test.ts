import { describe, expect, it } from 'vitest';
import { appCheckCovers, appCheckVerdict, parseAppCheckMode } from './appCheck';

describe('parseAppCheckMode', () => {
  it('reads the three modes whatever their case and spacing', () => {
    expect(parseAppCheckMode('off')).toBe('off');
    expect(parseAppCheckMode(' Monitor ')).toBe('monitor');
    expect(parseAppCheckMode('ENFORCE')).toBe('enforce');
  });

  it('is off when unset, empty or unknown', () => {
    expect(parseAppCheckMode(undefined)).toBe('off');
    expect(parseAppCheckMode('')).toBe('off');
    expect(parseAppCheckMode('enforced')).toBe('off');
    expect(parseAppCheckMode('on')).toBe('off');
  });
});

describe('appCheckCovers', () => {
  it('covers the methods that change something, in any case', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'post']) expect(appCheckCovers(method)).toBe(true);
  });

  it('leaves reads alone', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS', 'get', 'head', 'options']) expect(appCheckCovers(method)).toBe(false);
  });
});

describe('appCheckVerdict', () => {
  it('off lets everything through', () => {
    for (const token of ['missing', 'invalid', 'valid'] as const) expect(appCheckVerdict('off', 'POST', token)).toBe('allow');
  });

  it('enforce rejects a write without a valid token and serves one with it', () => {
    expect(appCheckVerdict('enforce', 'POST', 'missing')).toBe('reject');
    expect(appCheckVerdict('enforce', 'DELETE', 'invalid')).toBe('reject');
    expect(appCheckVerdict('enforce', 'POST', 'valid')).toBe('allow');
  });

  it('monitor serves a write without a valid token and logs it', () => {
    expect(appCheckVerdict('monitor', 'POST', 'missing')).toBe('log');
    expect(appCheckVerdict('monitor', 'PATCH', 'invalid')).toBe('log');
    expect(appCheckVerdict('monitor', 'POST', 'valid')).toBe('allow');
  });

  it('never judges a read', () => {
    expect(appCheckVerdict('enforce', 'GET', 'missing')).toBe('allow');
    expect(appCheckVerdict('monitor', 'GET', 'invalid')).toBe('allow');
  });
});
