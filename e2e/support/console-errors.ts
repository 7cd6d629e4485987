import type { ConsoleMessage, Page } from 'playwright-core';

/** A request the test makes fail on purpose: an HTTP status, or 'aborted' by page.route. */
export interface ExpectedFailedRequest {
  path: string;
  status: number | 'aborted';
}

interface ConsoleError {
  text: string;
  /** Set when Chromium reports a failed resource (it logs 4xx/5xx and network errors). */
  failedRequest?: ExpectedFailedRequest;
}

const FAILED_RESOURCE =
  /^Failed to load resource: (?:the server responded with a status of (\d+)|net::ERR_FAILED)/;

function toConsoleError(message: ConsoleMessage): ConsoleError {
  const text = message.text();
  const failed = FAILED_RESOURCE.exec(text);
  if (!failed) return { text };
  const url = message.location().url;
  const path = url ? new URL(url).pathname : '';
  const status = failed[1] ? Number(failed[1]) : 'aborted';
  return { text: `${text} (${url})`, failedRequest: { path, status } };
}

/**
 * Every console error and uncaught exception of a page. A test names the ones it provokes;
 * anything else fails it. Filtering happens at the end, so the order of `allow…` calls and
 * the page's logging does not matter.
 */
export class ConsoleErrors {
  readonly #seen: ConsoleError[] = [];
  readonly #allowedRequests: ExpectedFailedRequest[] = [];
  readonly #allowedMessages: RegExp[] = [];

  watch(page: Page): void {
    page.on('console', (message) => {
      if (message.type() === 'error') this.#seen.push(toConsoleError(message));
    });
    page.on('pageerror', (error) =>
      this.#seen.push({ text: `Uncaught: ${error.stack ?? error.message}` }),
    );
  }

  /** The browser logs a failed request as an error; this one is expected. */
  allowFailedRequest(path: string, status: number | 'aborted'): void {
    this.#allowedRequests.push({ path, status });
  }

  /**
   * An error the app itself logs on purpose (docs/product/errors.md: sign-out failures go to the
   * console).
   */
  allowMessage(pattern: RegExp): void {
    this.#allowedMessages.push(pattern);
  }

  unexpected(): string[] {
    return this.#seen
      .filter(({ text, failedRequest }) =>
        failedRequest
          ? !this.#allowedRequests.some(
              (allowed) =>
                allowed.path === failedRequest.path && allowed.status === failedRequest.status,
            )
          : !this.#allowedMessages.some((pattern) => pattern.test(text)),
      )
      .map(({ text }) => text);
  }
}
