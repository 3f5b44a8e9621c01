/**
 * Finds visible text a reader cannot see: text whose colour is transparent, or
 * the same as the background behind it. axe cannot judge these (it skips a
 * colour it cannot compute), so the browser tests run this scan as well.
 *
 * The colour helpers are plain functions with no imports, so that the scan can
 * run inside the page: `unreadableTextScript` joins their sources into one
 * expression for `page.evaluate`.
 */

export interface Rgba {
  readonly r: number;
  readonly g: number;
  readonly b: number;
  readonly a: number;
}

export interface UnreadableText {
  /** The start of the text, as the reader would see it. */
  readonly text: string;
  /** A short CSS path to the element that holds it. */
  readonly element: string;
  readonly colour: string;
  readonly background: string;
  readonly reason: 'transparent' | 'same as background';
}

/** Reads a computed colour (`rgb(...)`, `rgba(...)`, `transparent`); anything else gives null. */
export function parseColour(value: string): Rgba | null {
  const text = value.trim().toLowerCase();
  if (text === 'transparent') return {r: 0, g: 0, b: 0, a: 0};
  const match =
    /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(text);
  if (!match) return null;
  const alphaText = match[4];
  const alpha =
    alphaText === undefined
      ? 1
      : alphaText.endsWith('%')
        ? Number(alphaText.slice(0, -1)) / 100
        : Number(alphaText);
  return {r: Number(match[1]), g: Number(match[2]), b: Number(match[3]), a: alpha};
}

/** Paints `top` over an opaque `bottom` (source-over compositing). */
export function paintOver(top: Rgba, bottom: Rgba): Rgba {
  const a = top.a;
  return {
    r: top.r * a + bottom.r * (1 - a),
    g: top.g * a + bottom.g * (1 - a),
    b: top.b * a + bottom.b * (1 - a),
    a: 1,
  };
}

/** WCAG 2.1 contrast ratio of two opaque colours. */
export function contrastOf(first: Rgba, second: Rgba): number {
  const luminance = (colour: Rgba): number => {
    const linear = [colour.r, colour.g, colour.b].map((channel) => {
      const value = channel / 255;
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (linear[0] ?? 0) + 0.7152 * (linear[1] ?? 0) + 0.0722 * (linear[2] ?? 0);
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/**
 * Why a text colour cannot be read on its background, or null when it can be
 * seen at all. This is not the WCAG contrast check (axe does that): it catches
 * text that is invisible, at a contrast below 1.25:1, which no theme means.
 */
export function unreadableBecause(
  text: Rgba,
  background: Rgba,
): 'transparent' | 'same as background' | null {
  if (text.a < 0.1) return 'transparent';
  return contrastOf(paintOver(text, background), background) < 1.25 ? 'same as background' : null;
}

/**
 * Runs in the page: every visible text node, inside the element `selector` names (the whole body
 * when null), whose colour cannot be seen on its background.
 */
export function scanUnreadableText(selector: string | null): UnreadableText[] {
  const format = (colour: Rgba): string =>
    `rgba(${Math.round(colour.r)}, ${Math.round(colour.g)}, ${Math.round(colour.b)}, ${colour.a})`;
  const pathOf = (element: Element): string => {
    const parts: string[] = [];
    let current: Element | null = element;
    while (current && current !== document.body && parts.length < 4) {
      const classes = Array.from(current.classList)
        .slice(0, 2)
        .map((name) => `.${name}`)
        .join('');
      parts.unshift(`${current.tagName.toLowerCase()}${classes}`);
      current = current.parentElement;
    }
    return parts.join(' > ');
  };
  // Hidden from sight though present: the "visually hidden" pattern clips a 1px box. Each element's
  // answer is kept, so a scan asks each ancestor once rather than once per text below it.
  const clipped = new Map<Element, boolean>();
  const clippedAway = (element: Element | null): boolean => {
    if (!element) return false;
    const known = clipped.get(element);
    if (known !== undefined) return known;
    const style = getComputedStyle(element);
    const tiny = (): boolean => {
      const box = element.getBoundingClientRect();
      return box.width <= 1 || box.height <= 1;
    };
    const answer =
      (style.clip !== 'auto' && style.position === 'absolute') ||
      style.clipPath.startsWith('inset(50%') ||
      (style.overflow !== 'visible' && tiny()) ||
      clippedAway(element.parentElement);
    clipped.set(element, answer);
    return answer;
  };
  // The backgrounds behind an element, its own first, down to the first opaque one; null when an
  // image or gradient is in the way, which this scan cannot judge. Kept per element, as above.
  const layersKept = new Map<Element, Rgba[] | null>();
  const layersOf = (element: Element | null): Rgba[] | null => {
    if (!element) return [];
    const known = layersKept.get(element);
    if (known !== undefined) return known;
    const style = getComputedStyle(element);
    const colour = parseColour(style.backgroundColor);
    let answer: Rgba[] | null;
    if (style.backgroundImage !== 'none' || !colour) answer = null;
    else if (colour.a >= 1) answer = [colour];
    else {
      const below = layersOf(element.parentElement);
      answer = below && (colour.a > 0 ? [colour, ...below] : below);
    }
    layersKept.set(element, answer);
    return answer;
  };
  const darkCanvas = getComputedStyle(document.documentElement).colorScheme.includes('dark');
  const canvas: Rgba = darkCanvas ? {r: 18, g: 18, b: 18, a: 1} : {r: 255, g: 255, b: 255, a: 1};
  // The colour behind an element: its background layers painted over the canvas.
  const backgroundOf = (element: Element): Rgba | null => {
    const layers = layersOf(element);
    return layers && layers.reduceRight((below, layer) => paintOver(layer, below), canvas);
  };

  const found: UnreadableText[] = [];
  const seen = new Set<Element>();
  const root = (selector && document.querySelector(selector)) || document.body;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    const text = (node.textContent ?? '').trim();
    if (!element || !text || seen.has(element)) continue;
    seen.add(element);
    if (element.closest('svg, script, style, noscript, template')) continue;
    if (!element.checkVisibility({opacityProperty: true, visibilityProperty: true})) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const shown = Array.from(range.getClientRects()).some(
      (rect) => rect.width > 1 && rect.height > 1,
    );
    if (!shown || clippedAway(element)) continue;
    const style = getComputedStyle(element);
    const colour =
      parseColour(style.getPropertyValue('-webkit-text-fill-color')) ?? parseColour(style.color);
    const background = backgroundOf(element);
    if (!colour || !background) continue;
    const reason = unreadableBecause(colour, background);
    if (reason)
      found.push({
        text: text.slice(0, 40),
        element: pathOf(element),
        colour: format(colour),
        background: format(background),
        reason,
      });
  }
  return found;
}

/**
 * The scan of the element `selector` names (the whole body when null) as one expression for
 * `page.evaluate`, with the helpers it calls defined before it.
 */
export const unreadableTextScript = (selector: string | null = null): string => `(() => {
  const parseColour = ${parseColour.toString()};
  const paintOver = ${paintOver.toString()};
  const contrastOf = ${contrastOf.toString()};
  const unreadableBecause = ${unreadableBecause.toString()};
  return (${scanUnreadableText.toString()})(${JSON.stringify(selector)});
})()`;
