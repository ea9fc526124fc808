import { inviteEndpoints, ownerEndpoints } from '@barbershop/core/api';
import type { Router } from 'express';
import { describe, expect, it } from 'vitest';
import { apiRoutes } from './index';

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/** Every 'METHOD /path' the /api router registers, its sub-routers included. */
function registered(stack: Layer[]): string[] {
  return stack.flatMap((layer) => {
    if (layer.route) return Object.keys(layer.route.methods).map((m) => `${m.toUpperCase()} ${layer.route!.path}`);
    return layer.handle?.stack ? registered(layer.handle.stack) : [];
  });
}

describe('the endpoint table', () => {
  it('is what the routes register: each endpoint with its own method and path', () => {
    const routes = new Set(registered((apiRoutes() as Router & { stack: Layer[] }).stack));
    for (const endpoint of [...Object.values(ownerEndpoints), ...Object.values(inviteEndpoints)]) {
      expect(routes, `${endpoint.method} ${endpoint.path}`).toContain(`${endpoint.method} ${endpoint.path}`);
    }
  });
});
