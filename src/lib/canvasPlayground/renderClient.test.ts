import {WORKER_READY, type RenderRequest} from '@site/src/canvas/worker/protocol';
import {handleRenderRequest} from '@site/src/canvas/worker/handleRenderRequest';
import {createRenderClient, type WorkerLike} from './renderClient';

/** A worker that runs the real handler, or hangs when told to, as a looping template would. */
class FakeWorker implements WorkerLike {
  onmessage: ((event: MessageEvent<unknown>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  readonly received: RenderRequest[] = [];

  constructor(private readonly hang: (request: RenderRequest) => boolean) {
    setTimeout(() => this.emit(WORKER_READY), 0);
  }

  /** A real worker stuck in a render never reads the next message. */
  private stuck = false;

  postMessage(request: RenderRequest): void {
    this.received.push(request);
    if (this.stuck || this.hang(request)) {
      this.stuck = true;
      return;
    }
    setTimeout(() => this.emit(handleRenderRequest(request)), 0);
  }

  terminate(): void {
    this.terminated = true;
  }

  private emit(data: unknown): void {
    if (!this.terminated) this.onmessage?.({data} as MessageEvent<unknown>);
  }
}

describe('createRenderClient', () => {
  const workers: FakeWorker[] = [];
  const start =
    (hang: (request: RenderRequest) => boolean = () => false) =>
    () => {
      const worker = new FakeWorker(hang);
      workers.push(worker);
      return worker;
    };
  afterEach(() => {
    workers.length = 0;
  });

  it('renders through the worker once it is ready', async () => {
    const client = createRenderClient(start());
    const response = await client.render({template: '{{ 2 * 3 }}', data: ''});
    expect(response).toMatchObject({ok: true, html: '6'});
    expect(workers).toHaveLength(1);
    client.dispose();
  });

  it('stops a render that runs past the time limit and starts a fresh worker after', async () => {
    const client = createRenderClient(
      start((request) => request.template === 'loop'),
      50,
    );
    const stuck = await client.render({template: 'loop', data: ''});
    expect(stuck).toMatchObject({ok: false, problem: {kind: 'timeout'}});
    expect(stuck.ok ? '' : stuck.problem.message).toMatch(/stopped after 0.05 seconds/);
    expect(workers[0]?.terminated).toBe(true);

    const next = await client.render({template: 'ok', data: ''});
    expect(next).toMatchObject({ok: true, html: 'ok'});
    expect(workers).toHaveLength(2);
    client.dispose();
  });

  it('ends a stuck render when a newer one is asked for, and answers the newer one', async () => {
    const client = createRenderClient(
      start((request) => request.template === 'loop'),
      50,
    );
    void client.render({template: 'loop', data: ''});
    await new Promise((resolve) => setTimeout(resolve, 5));
    const response = await client.render({template: 'after', data: ''});
    // The newer render waited behind the stuck one, which its own time limit ended.
    expect(response.ok).toBe(false);
    const retried = await client.render({template: 'after', data: ''});
    expect(retried).toMatchObject({ok: true, html: 'after'});
    client.dispose();
  });

  it('answers with a problem when the worker dies', async () => {
    let worker: FakeWorker | undefined;
    const client = createRenderClient(() => {
      worker = new FakeWorker(() => true);
      return worker;
    }, 5000);
    const response = client.render({template: 'boom', data: ''});
    await new Promise((resolve) => setTimeout(resolve, 5));
    worker?.onerror?.({preventDefault: () => undefined} as ErrorEvent);
    const answer = await response;
    expect(answer).toMatchObject({ok: false, problem: {kind: 'timeout'}});
    expect(answer.ok ? '' : answer.problem.message).toMatch(/more memory/);
    client.dispose();
  });
});
