import {shouldScrollSidebar, sidebarScrollTop} from './sidebarScroll';

describe('shouldScrollSidebar', () => {
  it('scrolls only when the window is wider than 767 pixels', () => {
    expect(shouldScrollSidebar(767)).toBe(false);
    expect(shouldScrollSidebar(768)).toBe(true);
    expect(shouldScrollSidebar(1280)).toBe(true);
    expect(shouldScrollSidebar(375)).toBe(false);
  });
});

describe('sidebarScrollTop', () => {
  it('centres an item below the visible part', () => {
    expect(sidebarScrollTop({top: 2000, height: 40}, {scrollTop: 0, height: 800})).toBe(1620);
  });
  it('leaves a visible item where it is', () => {
    expect(sidebarScrollTop({top: 100, height: 40}, {scrollTop: 0, height: 800})).toBeUndefined();
  });
  it('never scrolls above the top', () => {
    expect(sidebarScrollTop({top: 10, height: 40}, {scrollTop: 500, height: 800})).toBe(0);
  });
});
