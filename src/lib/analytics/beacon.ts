/**
 * Sends an analytics payload with navigator.sendBeacon: the browser queues it,
 * it survives navigation, and a failure never reaches the page.
 */
export type BeaconSender = (url: string, body: Blob) => boolean;

export function sendAnalyticsBeacon(
  endpoint: string,
  payload: unknown,
  send: BeaconSender | undefined,
): boolean {
  if (!send) return false;
  try {
    return send(endpoint, new Blob([JSON.stringify(payload)], {type: 'text/plain'}));
  } catch {
    // A blocked or failed beacon must never break the page.
    return false;
  }
}
