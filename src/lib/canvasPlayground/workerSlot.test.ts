import type {RenderRequest} from '@site/src/canvas/worker/protocol';
import type {WorkerLike} from './renderClient';
import {createWorkerSlot} from './workerSlot';

class FakeWorker implements WorkerLike {
  onmessage: ((event: MessageEvent<unknown>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  readonly sent: RenderRequest[] = [];
  postMessage(message: RenderRequest): void {
    this.sent.push(message);
  }
  terminate(): void {
    this.terminated = true;
  }
  say(data: unknown): void {
    this.onmessage?.({data} as MessageEvent<unknown>);
  }
  fail(): void {
    this.onerror?.({preventDefault: () => undefined} as ErrorEvent);
  }
}

function slotOfFakes() {
  const started: FakeWorker[] = [];
  const slot = createWorkerSlot(() => {
    const worker = new FakeWorker();
    started.push(worker);
    return worker;
  });
  return {slot, started};
}

describe('createWorkerSlot', () => {
  it('starts a worker on take when none was prepared', () => {
    const {slot, started} = slotOfFakes();
    slot.take();
    expect(started).toHaveLength(1);
  });

  it('hands over the prepared worker with what it said before anyone listened', () => {
    const {slot, started} = slotOfFakes();
    slot.prepare();
    started[0]?.say('ready');
    const taken = slot.take();
    const heard: unknown[] = [];
    taken.onmessage = (event) => heard.push(event.data);
    started[0]?.say('rendered');
    expect(heard).toEqual(['ready', 'rendered']);
    expect(started).toHaveLength(1);
    taken.postMessage({id: 1, template: 'x', data: '{}'});
    expect(started[0]?.sent).toHaveLength(1);
  });

  it('prepares one worker however often the reader shows intent, and gives it once', () => {
    const {slot, started} = slotOfFakes();
    slot.prepare();
    slot.prepare();
    slot.take();
    slot.take();
    expect(started).toHaveLength(2);
  });

  it('drops a prepared worker that failed and starts a fresh one', () => {
    const {slot, started} = slotOfFakes();
    slot.prepare();
    started[0]?.fail();
    const taken = slot.take();
    expect(started[0]?.terminated).toBe(true);
    expect(taken).toBe(started[1]);
  });

  it('passes errors after the hand-over to the new owner', () => {
    const {slot, started} = slotOfFakes();
    slot.prepare();
    const taken = slot.take();
    const errors: ErrorEvent[] = [];
    taken.onerror = (event) => errors.push(event);
    started[0]?.fail();
    expect(errors).toHaveLength(1);
    taken.terminate();
    expect(started[0]?.terminated).toBe(true);
  });
});
