import { describe, expect, it } from 'vitest';
import { RenderCache } from './cache';

describe('the rendered images cache', () => {
  it('renders a slug and version once, and again once it is pushed out', async () => {
    const cache = new RenderCache<Buffer>(2);
    let renders = 0;
    const render = async () => Buffer.from(String(++renders));
    expect(String(await cache.get('a', render))).toBe('1');
    expect(String(await cache.get('a', render))).toBe('1');
    await cache.get('b', render);
    await cache.get('a', render); // a is now the most recent
    await cache.get('c', render); // pushes b out
    expect(String(await cache.get('a', render))).toBe('1');
    expect(String(await cache.get('b', render))).toBe('4');
  });

  it('does not keep a failed render', async () => {
    const cache = new RenderCache<Buffer>(2);
    await expect(cache.get('a', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(String(await cache.get('a', async () => Buffer.from('ok')))).toBe('ok');
  });

  it('does not keep a render its keep rule refuses, and renders it again next time', async () => {
    const cache = new RenderCache<{ n: number; complete: boolean }>(2, (r) => r.complete);
    let renders = 0;
    const render = async () => ({ n: ++renders, complete: renders > 1 });
    expect((await cache.get('a', render)).n).toBe(1);
    expect((await cache.get('a', render)).n).toBe(2);
    expect((await cache.get('a', render)).n).toBe(2);
  });
});
