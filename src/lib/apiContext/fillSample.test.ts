import {fillSample, maskKey} from './fillSample';

const placeholders = {key: 'tak_your_admin_key', projectId: 'prj_8f3k2m9q'};

describe('fillSample', () => {
  const code =
    'curl https://api.tessera.dev/console/v1/projects/prj_8f3k2m9q \\\n  -H "Authorization: Bearer tak_your_admin_key"';

  it('puts the reader key and project ID in place of the placeholders', () => {
    expect(
      fillSample(code, placeholders, {key: 'tak_live_abcdef123456', projectId: 'prj_mine'}, false),
    ).toBe(
      'curl https://api.tessera.dev/console/v1/projects/prj_mine \\\n  -H "Authorization: Bearer tak_live_abcdef123456"',
    );
  });

  it('masks the key on screen', () => {
    expect(
      fillSample(code, placeholders, {key: 'tak_live_abcdef123456', projectId: ''}, true),
    ).toContain('Bearer tak_••••3456"');
  });

  it('leaves the sample as documented when the reader has set nothing', () => {
    expect(fillSample(code, placeholders, {key: '', projectId: ''}, true)).toBe(code);
  });
});

describe('maskKey', () => {
  it('keeps the prefix and, for a long key, its last four characters', () => {
    expect(maskKey('tak_live_abcdef123456')).toBe('tak_••••3456');
    expect(maskKey('tak_short')).toBe('tak_••••');
    expect(maskKey('nokey')).toBe('••••');
  });
});
