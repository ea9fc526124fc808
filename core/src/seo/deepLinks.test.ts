import { describe, expect, it } from 'vitest';
import { deepLinkChoice, deepLinkUrl, type QueryReader } from './deepLinks';

const O = 'https://barberbook.example';
// the query as a browser reads it (decoded pairs, in order)
function query(url: string): QueryReader {
  const pairs = (url.split('?')[1] ?? '')
    .split('&')
    .filter(Boolean)
    .map((p) => p.split('=').map(decodeURIComponent) as [string, string]);
  const getAll = (name: string) => pairs.filter(([k]) => k === name).map(([, v]) => v);
  return { getAll, get: (name) => getAll(name)[0] ?? null };
}
const parse = (url: string) => deepLinkChoice(query(url));

describe('deep links', () => {
  it('builds a link per service, per barber and for several services, and reads each back', () => {
    expect(deepLinkUrl(O, 'classic-cuts', { serviceIds: ['s1'], barberId: null })).toBe(`${O}/classic-cuts?service=s1`);
    expect(deepLinkUrl(O, 'classic-cuts', { serviceIds: ['s1'], barberId: 'b1' })).toBe(`${O}/classic-cuts?service=s1&barber=b1`);
    const any = deepLinkUrl(O, 'classic-cuts', { serviceIds: ['s1', 's2'], barberId: '' });
    expect(any).toBe(`${O}/classic-cuts?service=s1&service=s2&barber=any`);
    expect(parse(any)).toEqual({ serviceIds: ['s1', 's2'], barberId: '' });
    expect(parse(`${O}/x?service=s1&barber=b1`)).toEqual({ serviceIds: ['s1'], barberId: 'b1' });
  });

  it('a barber without a service is the plain page, and chooses nothing', () => {
    expect(deepLinkUrl(O, 'classic-cuts', { serviceIds: [], barberId: 'b1' })).toBe(`${O}/classic-cuts`);
    expect(parse(`${O}/x?barber=b1`)).toBeNull();
    expect(parse(`${O}/x`)).toBeNull();
  });

  it('drops malformed and repeated ids, and keeps at most a visit of services', () => {
    expect(parse(`${O}/x?service=a/b&service=s1&service=s1&barber=%3Cscript%3E`)).toEqual({ serviceIds: ['s1'], barberId: null });
    expect(parse(`${O}/x?${['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((s) => `service=${s}`).join('&')}`)?.serviceIds).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
    ]);
  });
});
