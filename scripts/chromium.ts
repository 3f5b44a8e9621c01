/** Debian's Chromium and the flags it needs on a closed network with no GPU. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Only loopback is reachable, as on a CI machine: every other request goes to a proxy that is not
 * there and fails with net::ERR_PROXY_CONNECTION_FAILED, which the page logs as a console error
 * (fixtures.ts fails the test on it; closed-network.spec.ts shows it). Unlike routing each request
 * through the test process, this costs no round trip and leaves the HTTP cache on for the pages a
 * test loads (Playwright clears it between tests). A test that answers a remote host itself
 * (page.route) is asked first.
 */
export const closedNetwork = {
  server: 'http://127.0.0.1:1',
  bypass: '127.0.0.1,localhost,[::1]',
};

/** How the browser tests launch Chromium: its flags, on the closed network. */
export const chromiumLaunchOptions = {
  executablePath: chromiumPath,
  args: chromiumArgs,
  proxy: closedNetwork,
};
