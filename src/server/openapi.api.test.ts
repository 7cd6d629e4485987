import { describe, expect, it } from 'vitest';
import { OPENAPI_PATH } from './app';
import { createTestApp } from './test-support/test-app';

const { app, request } = await createTestApp();

describe('the OpenAPI document', () => {
  it('describes every API route the app serves', async () => {
    const res = await request<{ openapi: string; paths: Record<string, Record<string, unknown>> }>(
      'GET',
      OPENAPI_PATH,
    );
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    const served = app.routes
      .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/') && r.path !== OPENAPI_PATH)
      .map((r) => `${r.method.toLowerCase()} ${r.path.replace(/:(\w+)/g, '{$1}')}`);
    const documented = Object.entries(res.body.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method} ${path}`),
    );
    expect(served.length).toBeGreaterThanOrEqual(7);
    expect(documented.sort()).toEqual([...new Set(served)].sort());
  });

  it('documents the bearer scheme and the error body', async () => {
    const res = await request('GET', OPENAPI_PATH);
    expect(res.body.components.securitySchemes.bearerAuth).toMatchObject({ scheme: 'bearer' });
    expect(res.body.components.schemas.Error).toBeDefined();
    expect(res.body.paths['/api/auth/user'].get.security).toEqual([{ bearerAuth: [] }]);
  });
});
