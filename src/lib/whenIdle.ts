/**
 * Runs work that no reader waits for (analytics, prefetching) after the page
 * has loaded and the main thread is idle, so it never competes with the
 * page's own scripts for the network or the CPU.
 */
export function whenIdle(callback: () => void, timeout = 3000): void {
  const schedule = (): void => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(callback, {timeout});
    else setTimeout(callback, 1);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, {once: true});
}
