import {pointAtMock} from './samples';

describe('pointAtMock', () => {
  const base = 'https://api.tessera.dev/admin/v1';
  const mock = 'http://127.0.0.1:4010/admin/v1';

  test('swaps every occurrence of the base URL and nothing else', () => {
    const sample = `curl "${base}/blogs?limit=20" \\\n  -H "Authorization: Bearer $TESSERA_ADMIN_KEY" \\\n  -d '{"url": "${base}/x"}'`;
    expect(pointAtMock(sample, base, mock)).toBe(
      `curl "${mock}/blogs?limit=20" \\\n  -H "Authorization: Bearer $TESSERA_ADMIN_KEY" \\\n  -d '{"url": "${mock}/x"}'`,
    );
  });

  test('refuses a sample that calls another address, rather than let it reach the real API', () => {
    expect(() =>
      pointAtMock('curl https://api.tessera.dev/console/v1/projects', base, mock),
    ).toThrow(/does not call https:\/\/api\.tessera\.dev\/admin\/v1/);
  });
});
