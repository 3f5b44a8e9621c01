/**
 * `npm run mock`: the mock of the Admin, Console and Project APIs on 127.0.0.1:4010, 4011 and 4012
 * (mock/launch.ts), until Ctrl+C. Each line Prism logs is shown after the name of its API.
 * `npm run mock -- --send <event> <url>` delivers a signed webhook event instead (mock/send.ts).
 */
import {apis} from '../src/data/api/apis';
import {API_IDS} from '../src/plugins/openapi/document';
import {DEFAULT_PORTS, startMock, type RunningMock} from './launch';
import {send} from './send';

export async function main(root: string, args: readonly string[] = []): Promise<void> {
  if (args.includes('--send')) {
    process.exitCode = await send(
      args,
      process.env,
      (line) => process.stdout.write(`${line}\n`),
      (line) => process.stderr.write(`${line}\n`),
    );
    return;
  }
  const started = Date.now();
  const width = Math.max(...API_IDS.map((api) => api.length));
  let mock: RunningMock;
  try {
    mock = await startMock({
      ports: DEFAULT_PORTS,
      root,
      onLog: (api, line) => process.stdout.write(`${api.padEnd(width)} | ${line}\n`),
    });
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exitCode = 1;
    return;
  }
  const from =
    mock.source === 'build'
      ? 'the documents in build/api/'
      : 'the API model (build/ has no OpenAPI documents)';
  process.stdout.write(
    [
      `Mock of the Tessera APIs, from ${from}, ready in ${((Date.now() - started) / 1000).toFixed(1)} s:`,
      ...API_IDS.map((api) => `  ${apis[api].title.padEnd(12)} ${mock.urls[api]}`),
      'Requests need "Authorization: Bearer <any key>". Ctrl+C stops the mock.',
      '',
    ].join('\n'),
  );
  const stop = (): void => {
    void mock.stop().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
