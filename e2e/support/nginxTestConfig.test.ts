import {nginxString, nginxTestConfig} from './nginxTestConfig';

const site = {
  folder: '/tmp/tessera nginx-1',
  port: 3101,
  root: '/tmp/tessera nginx-1/site build',
  analyticsEndpoint: '/api/event',
};

test('paths are quoted, so a folder with a space in its name is one argument', () => {
  expect(nginxString('/tmp/a b')).toBe('"/tmp/a b"');
  expect(nginxString('/tmp/say "hi"\\')).toBe('"/tmp/say \\"hi\\"\\\\"');
  const config = nginxTestConfig({...site, workerUser: null});
  expect(config).toContain('    root "/tmp/tessera nginx-1/site build";');
  expect(config).toContain('    include "/tmp/tessera nginx-1/site build/nginx.conf";');
  expect(config).toContain('pid "/tmp/tessera nginx-1/nginx.pid";');
});

test('workers run as the user who started nginx when it is root, and nginx picks otherwise', () => {
  expect(nginxTestConfig({...site, workerUser: 'root'}).split('\n')[0]).toBe('user root;');
  expect(nginxTestConfig({...site, workerUser: null})).not.toMatch(/^user /m);
});
