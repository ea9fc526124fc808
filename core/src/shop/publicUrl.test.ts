import { describe, expect, it } from 'vitest';
import { displayUrl, publicShopUrl } from './publicUrl';

describe('publicShopUrl', () => {
  it('puts the slug after the app origin', () => {
    expect(publicShopUrl('https://barberbook.example', 'classic-cuts')).toBe('https://barberbook.example/classic-cuts');
  });

  it('drops trailing slashes of the origin', () => {
    expect(publicShopUrl('http://localhost:5000/', 'a')).toBe('http://localhost:5000/a');
    expect(publicShopUrl('http://localhost:5000//', 'a')).toBe('http://localhost:5000/a');
  });

  it('keeps a path of the origin and only slashes at its end', () => {
    expect(publicShopUrl('https://x.example/app/', 'b')).toBe('https://x.example/app/b');
  });

  it('escapes what a slug should never hold', () => {
    expect(publicShopUrl('https://x.example', 'a b/c?d')).toBe('https://x.example/a%20b%2Fc%3Fd');
  });
});

describe('displayUrl', () => {
  it('leaves out the scheme', () => {
    expect(displayUrl('https://barberbook.example/classic-cuts')).toBe('barberbook.example/classic-cuts');
    expect(displayUrl('http://localhost:5000/a')).toBe('localhost:5000/a');
  });

  it('leaves other addresses and a scheme inside the address as they are', () => {
    expect(displayUrl('barberbook.example/https://x')).toBe('barberbook.example/https://x');
    expect(displayUrl('ftp://x.example')).toBe('ftp://x.example');
    expect(displayUrl(' https://x.example')).toBe(' https://x.example');
  });
});
