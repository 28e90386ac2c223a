// Which responses the precache keeps while the worker installs. Workbox's own rule keeps
// any status below 400 and fails the install otherwise; Hosting answers the not-found
// page's own address with status 404 (its body is 404.html), so that one URL may be 404
// too: the worker installs and still has the page to show offline. Any other error
// status still fails the install, as it should.
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { NOT_FOUND_URL } from './shell-for-path';

export function keepsInPrecache(url: string, status: number): boolean {
  if (status < 400) return true;
  return status === 404 && new URL(url).pathname === NOT_FOUND_URL;
}

/**
 * Added to the precache's strategy; with a cacheWillUpdate of our own, Workbox's default
 * cacheability plugin is not added, so this one carries its rule too.
 */
export const precacheCacheability: WorkboxPlugin = {
  cacheWillUpdate: async ({ request, response }) =>
    keepsInPrecache(request.url, response.status) ? response : null,
};
