const queued: (() => void)[] = [];
let channel: MessageChannel | undefined;

/**
 * Runs `task` in a task of its own as soon as the tasks already queued have run, input and
 * rendering included: a message to itself, as React's scheduler does, which the browser neither
 * holds back for an idle period (requestIdleCallback) nor delays by 4 ms when nested (setTimeout).
 * One task per call, in the order called.
 */
export function inNextTask(task: () => void): void {
  queued.push(task);
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => queued.shift()?.();
  }
  channel.port2.postMessage(null);
}
