import {spawnSync} from 'node:child_process';
import {signatureHeader} from './sign';

test('the header carries the time and the HMAC-SHA256 of "<t>.<body>" keyed with the whole secret', () => {
  const body = '{"id":"evt_5c2n8q1w","type":"form.submitted"}';
  const header = signatureHeader(body, 'whsec_test', 1773480600);
  expect(header).toMatch(/^t=1773480600,v1=[0-9a-f]{64}$/);
  // The same digest from another implementation: openssl's.
  const openssl = spawnSync('openssl', ['dgst', '-sha256', '-hmac', 'whsec_test'], {
    input: `1773480600.${body}`,
    encoding: 'utf8',
  });
  if (openssl.error) throw new Error(`openssl is needed: ${openssl.error.message}`);
  expect(header.split('v1=')[1]).toBe(openssl.stdout.trim().split('= ').pop());
});

test('another body, secret or time gives another signature', () => {
  const base = signatureHeader('{}', 'whsec_a', 1);
  expect(signatureHeader('{ }', 'whsec_a', 1)).not.toBe(base);
  expect(signatureHeader('{}', 'whsec_b', 1).slice(4)).not.toBe(base.slice(4));
  expect(signatureHeader('{}', 'whsec_a', 2)).not.toBe(base);
});
