/** @jest-environment node */
import {byteSize, presentBody, readCapped, readResponse, SHOWN_BODY_BYTES} from './readResponse';

describe('readResponse', () => {
  it('shows status, time, headers and JSON pretty-printed', async () => {
    const response = new Response('{"id":"blg_1","title":"<b>"}', {
      status: 201,
      statusText: 'Created',
      headers: {'content-type': 'application/json'},
    });
    const shown = await readResponse(response, 100, () => 142);
    expect(shown).toMatchObject({
      status: 201,
      statusText: 'Created',
      ms: 42,
      json: true,
      body: '{\n  "id": "blg_1",\n  "title": "<b>"\n}',
    });
    expect(shown.headers).toContainEqual(['content-type', 'application/json']);
    expect(shown.cut).toBeUndefined();
  });

  it('shows a body that is not JSON as it came', async () => {
    const shown = await readResponse(new Response('<html>oops</html>', {status: 502}), 0, () => 1);
    expect(shown).toMatchObject({status: 502, json: false, body: '<html>oops</html>'});
  });

  it('reads a 10 MB body only up to the limit and says it was cut', async () => {
    const size = 10 * 1024 * 1024;
    const body = new Uint8Array(size).fill(0x61);
    const shown = await readResponse(
      new Response(body, {headers: {'content-length': String(size)}}),
      0,
      () => 1,
    );
    expect(shown.body).toHaveLength(SHOWN_BODY_BYTES);
    expect(shown.json).toBe(false);
    expect(shown.cut).toEqual({totalBytes: size});
  });
});

describe('readCapped', () => {
  it('keeps whole chunks under the limit and cuts the one that crosses it', async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array([1, 2, 3]));
        controller.enqueue(new Uint8Array([4, 5, 6]));
        controller.close();
      },
    });
    const {bytes, more} = await readCapped(new Response(stream), 4);
    expect([...bytes]).toEqual([1, 2, 3, 4]);
    expect(more).toBe(true);
  });
});

describe('presentBody and byteSize', () => {
  it('does not pretty-print a cut body', () => {
    expect(presentBody('{"a":', false)).toEqual({body: '{"a":', json: false});
  });

  it('writes sizes in KB and MB', () => {
    expect(byteSize(256 * 1024)).toBe('256 KB');
    expect(byteSize(10 * 1024 * 1024)).toBe('10.0 MB');
  });
});
