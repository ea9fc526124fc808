import { describe, expect, it } from 'vitest';
import {
  deriveUsername,
  suggestUsername,
  USERNAME_MAX_LENGTH,
  usernameCandidates,
  usernameFromInput,
  usernameProblem,
  usernameTakenMessage,
} from './username';

describe('deriveUsername', () => {
  it('lowercases and removes spaces', () => {
    expect(deriveUsername('Royal Fade Studio')).toBe('royalfadestudio');
  });
  it('drops everything but letters, digits and spaces', () => {
    expect(deriveUsername("Joe's Cuts & Co. 2")).toBe('joescutsco2');
  });
  it('cuts to 20 characters', () => {
    expect(deriveUsername('The Very Long Barbershop Name Of London')).toBe('theverylongbarbersho');
    expect(deriveUsername('The Very Long Barbershop Name Of London')).toHaveLength(20);
  });
  it('gives an empty username for a name with no letters or digits', () => {
    expect(deriveUsername('---')).toBe('');
  });
});

describe('deriveUsername, edges', () => {
  it('lowercases before dropping, so capitals are kept as letters', () => {
    expect(deriveUsername('ABC Barbers')).toBe('abcbarbers');
  });
  it('drops tabs and line breaks as well as spaces', () => {
    expect(deriveUsername('a\tb\nc d e')).toBe('abcde');
  });
  it('keeps a name of exactly 20 characters whole', () => {
    expect(USERNAME_MAX_LENGTH).toBe(20);
    expect(deriveUsername('abcdefghij0123456789')).toBe('abcdefghij0123456789');
    expect(deriveUsername('abcdefghij 0123456789x')).toBe('abcdefghij0123456789');
  });
});

describe('chosen usernames (the booking link)', () => {
  it('suggests the business name as a slug with single hyphens, cut to 30 without a trailing hyphen', () => {
    expect(suggestUsername(' Classic Cuts ')).toBe('classic-cuts');
    expect(suggestUsername("Joe's Cuts & Co. #1")).toBe('joes-cuts-co-1');
    expect(suggestUsername('The Very Long Barbershop Name Of London')).toBe('the-very-long-barbershop-name');
    expect(suggestUsername('abcdefghijklmnopqrstuvwxyz abcd efg')).toBe('abcdefghijklmnopqrstuvwxyz-abc');
    expect(suggestUsername('abcdefghijklmnopqrstuvwxyzabc def')).toBe('abcdefghijklmnopqrstuvwxyzabc');
  });

  it('shapes typing: capitals lowered, spaces to hyphens, other characters dropped', () => {
    expect(usernameFromInput('Classic  Cuts_Leeds!')).toBe('classic-cutsleeds');
    expect(usernameFromInput('a--b')).toBe('a-b');
  });

  it('accepts slug-shaped names and says what is wrong with the others', () => {
    expect(usernameProblem('classic-cuts-2')).toBeNull();
    expect(usernameProblem('abc')).toBeNull();
    expect(usernameProblem('a'.repeat(30))).toBeNull();
    expect(usernameProblem('')).toBe('Username is required');
    expect(usernameProblem('Classic')).toBe('Username can use lowercase letters, digits and hyphens only');
    expect(usernameProblem('classic cuts')).toBe('Username can use lowercase letters, digits and hyphens only');
    expect(usernameProblem('-classic')).toMatch(/cannot start or end with a hyphen/);
    expect(usernameProblem('classic-')).toMatch(/cannot start or end with a hyphen/);
    expect(usernameProblem('classic--cuts')).toMatch(/two in a row/);
    expect(usernameProblem('ab')).toBe('Username must be at least 3 characters');
    expect(usernameProblem('a'.repeat(31))).toBe('Username must be at most 30 characters');
    expect(usernameProblem('dashboard')).toMatch(/reserved/);
    expect(usernameProblem('reset-password')).toMatch(/reserved/);
    expect(usernameProblem('join')).toMatch(/reserved/);
  });

  it('offers the place first, then numbers, each within the rules', () => {
    expect(usernameCandidates('classic-cuts', ['Leeds'], 3)).toEqual(['classic-cuts-leeds', 'classic-cuts-2', 'classic-cuts-3']);
    expect(usernameCandidates('classic-cuts', [], 2)).toEqual(['classic-cuts-2', 'classic-cuts-3']);
    const long = 'a'.repeat(28) + '-b';
    for (const c of usernameCandidates(long, ['Newcastle upon Tyne'])) expect(usernameProblem(c)).toBeNull();
    expect(usernameCandidates(long, [], 1)).toEqual(['a'.repeat(28) + '-2']);
    expect(usernameTakenMessage('classic-cuts')).toBe('The username classic-cuts is already taken. Please choose another.');
  });
});
