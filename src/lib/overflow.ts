/** Whether a box's content is larger than the box along an axis, so that the box scrolls. */
export interface ScrollSizes {
  readonly scrollWidth: number;
  readonly clientWidth: number;
  readonly scrollHeight: number;
  readonly clientHeight: number;
}

/** One pixel of slack: browsers round sizes, and a box one pixel short does not really scroll. */
export function overflows(box: ScrollSizes, axis: 'x' | 'y'): boolean {
  return axis === 'x'
    ? box.scrollWidth > box.clientWidth + 1
    : box.scrollHeight > box.clientHeight + 1;
}
