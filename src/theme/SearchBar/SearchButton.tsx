/**
 * The header's search button, with DocSearch's markup and classes (so it looks
 * like DocSearchButton) and one change: its accessible name is its visible
 * text. DocSearchButton sets `aria-label="Search (Ctrl+K)"` while it shows
 * "Search" and a key drawn as an icon, which axe reports as
 * label-content-name-mismatch. Here the name comes from the content: the
 * placeholder, then the shortcut keys as text ("Ctrl K", or "⌘ K" on a Mac);
 * `aria-keyshortcuts` names the shortcut for assistive technology.
 */
import React, {
  forwardRef,
  useEffect,
  useState,
  type ComponentPropsWithoutRef,
  type ReactNode,
} from 'react';

type Platform = 'mac' | 'other';

function detectPlatform(): Platform {
  return /(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? 'mac' : 'other';
}

function SearchIcon(): ReactNode {
  return (
    <svg
      width="20"
      height="20"
      className="DocSearch-Search-Icon"
      viewBox="0 0 20 20"
      aria-hidden="true"
      focusable="false">
      <path
        d="M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z"
        stroke="currentColor"
        fill="none"
        fillRule="evenodd"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A key of the hint, shown pressed while the reader holds it. */
function Key({
  reactsTo,
  wide,
  children,
}: {
  reactsTo: string;
  wide?: boolean;
  children: ReactNode;
}): ReactNode {
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    const down = (event: KeyboardEvent) =>
      event.key.toLowerCase() === reactsTo.toLowerCase() && setPressed(true);
    const up = () => setPressed(false);
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
    };
  }, [reactsTo]);
  const className = [
    'DocSearch-Button-Key',
    wide && 'DocSearch-Button-Key--wide',
    pressed && 'DocSearch-Button-Key--pressed',
  ]
    .filter(Boolean)
    .join(' ');
  return <kbd className={className}>{children}</kbd>;
}

export interface SearchButtonProps extends Omit<
  ComponentPropsWithoutRef<'button'>,
  'children' | 'aria-label'
> {
  /** The placeholder text, which is also the start of the button's name. */
  readonly label: string;
}

export const SearchButton = forwardRef<HTMLButtonElement, SearchButtonProps>(function SearchButton(
  {label, ...props},
  ref,
) {
  // The platform is known only in the browser; the keys appear after hydration, as DocSearch's do.
  const [platform, setPlatform] = useState<Platform | null>(null);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- a second render after hydration is the point: the first must match the server's
  useEffect(() => setPlatform(detectPlatform()), []);
  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      aria-keyshortcuts={platform === 'mac' ? 'Meta+K' : 'Control+K'}
      {...props}
      ref={ref}>
      <span className="DocSearch-Button-Container">
        <SearchIcon />
        <span className="DocSearch-Button-Placeholder">{label}</span>
      </span>
      <span className="DocSearch-Button-Keys">
        {platform !== null && (
          <>
            {platform === 'mac' ? (
              <Key reactsTo="Meta">⌘</Key>
            ) : (
              <Key reactsTo="Control" wide>
                Ctrl
              </Key>
            )}{' '}
            <Key reactsTo="k">K</Key>
          </>
        )}
      </span>
    </button>
  );
});
