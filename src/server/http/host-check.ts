import { createMiddleware } from 'hono/factory';
import { errorBody } from './app-error';
import { hostNameOf, isLoopbackName } from './host-names';

interface HostCheckConfig {
  /** HOST: the address the server listens on. */
  host: string;
  /** ALLOWED_HOSTS: names answered beside the loopback ones. */
  allowedHosts: readonly string[];
}

/**
 * Answers only requests addressed to a name this server is known by (decision 0085). A server
 * bound to loopback is still reached by any page a browser on this machine opens, once that
 * page's own name is rebound to 127.0.0.1 (DNS rebinding): the browser then sends that name as
 * the Host, which is refused here, before anything runs. Enforced when HOST is a loopback
 * address, or whenever ALLOWED_HOSTS names hosts; loopback names always pass.
 */
export function hostCheck({ host, allowedHosts }: HostCheckConfig) {
  const listensOnLoopback = isLoopbackName(hostNameOf(host) ?? '');
  const allowed = new Set(allowedHosts);
  const answers = (name: string | undefined) =>
    name !== undefined && (isLoopbackName(name) || allowed.has(name));
  return createMiddleware(async (c, next) => {
    if (!listensOnLoopback && allowed.size === 0) return next();
    // The Host header is what a browser sends; the URL's host is the request line's, when a
    // client sent an absolute one. Both must be names this server answers.
    const header = c.req.header('Host');
    const names = [new URL(c.req.url).hostname, ...(header === undefined ? [] : [header])];
    if (!names.every((name) => answers(hostNameOf(name)))) {
      return c.json(errorBody('host_not_allowed'), 421);
    }
    await next();
  });
}
