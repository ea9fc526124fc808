import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RESERVED_SLUGS } from '@barbershop/core/shop';

// The hosting sends any other one-segment path to the shopPage function (a 404 for a non-shop),
// so each one-segment route of the app must be named in firebase.json, and no shop may take a
// route's first segment as its slug.
const routesSource = readFileSync(join(__dirname, '../../web/src/app/routes.tsx'), 'utf8');
const paths = [...routesSource.matchAll(/path="([^"]+)"/g)].map((m) => m[1] ?? '');
const firstSegments = [
  ...new Set(paths.map((p) => p.split('/')[1]).filter((s): s is string => !!s && !s.startsWith(':') && s !== '*')),
];
const oneSegmentRoutes = paths.filter((p) => /^\/[^/:*]+$/.test(p)).map((p) => p.slice(1));

const hosting = (
  JSON.parse(readFileSync(join(__dirname, '../../firebase.json'), 'utf8')) as {
    hosting: {
      rewrites: { source?: string; destination?: string }[];
      headers: { regex?: string; headers: { key: string; value: string }[] }[];
    };
  }
).hosting;

describe("the app's routes", () => {
  it('are found in web/src/app/routes.tsx', () => {
    expect(oneSegmentRoutes).toContain('auth');
    expect(oneSegmentRoutes).toContain('unsubscribe');
    expect(firstSegments).toContain('embed');
  });

  it('of one segment are each rewritten to the app before the shop page catches them', () => {
    const appRewrite = hosting.rewrites.find((r) => r.destination === '/app.html' && r.source?.startsWith('/@('));
    const named = appRewrite?.source?.slice(3, -1).split('|') ?? [];
    for (const route of oneSegmentRoutes) expect(named, route).toContain(route);
    const shopPage = hosting.rewrites.findIndex((r) => r.source === '/*');
    expect(hosting.rewrites.indexOf(appRewrite!)).toBeLessThan(shopPage);
  });

  it('of one segment are each served with no-cache, like the app', () => {
    const noCache = hosting.headers.find((h) => h.headers.some((x) => x.key === 'Cache-Control' && x.value === 'no-cache'));
    const regex = new RegExp(noCache!.regex!);
    for (const route of oneSegmentRoutes) expect(regex.test(`/${route}`), route).toBe(true);
  });

  it('have their first path segment reserved from shop slugs', () => {
    for (const segment of firstSegments) expect(RESERVED_SLUGS, segment).toContain(segment);
  });
});
