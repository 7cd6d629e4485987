import { describe, expect, it } from 'vitest';
import { matchRoutes } from './match-routes';
import type { RouteObject } from './match-routes';

const home: RouteObject = { path: '/', element: 'home' };
const profile: RouteObject = { path: '/profile', element: 'profile' };
const auth: RouteObject = { path: '/auth', element: 'auth' };
const notFound: RouteObject = { path: '*', element: 'not found' };
const screens: RouteObject = { element: 'screens', children: [home, profile] };
const signedIn: RouteObject = { element: 'signed in', children: [screens] };
const visitors: RouteObject = { element: 'visitors', children: [auth] };
const routes = [signedIn, visitors, notFound];

describe('matchRoutes', () => {
  it('opens a screen inside each layout above it', () => {
    expect(matchRoutes(routes, '/profile')).toEqual([signedIn, screens, profile]);
    expect(matchRoutes(routes, '/auth')).toEqual([visitors, auth]);
  });

  it('takes a trailing slash and letter case as React Router did', () => {
    expect(matchRoutes(routes, '/Profile/')).toEqual([signedIn, screens, profile]);
    expect(matchRoutes(routes, '/')).toEqual([signedIn, screens, home]);
  });

  it('gives any other path to the "*" route, even one listed before a named path', () => {
    expect(matchRoutes(routes, '/profiles')).toEqual([notFound]);
    expect(matchRoutes([notFound, home], '/')).toEqual([home]);
  });

  it('matches nothing without a "*" route', () => {
    expect(matchRoutes([home], '/elsewhere')).toBeNull();
  });
});
