/**
 * The three-way theme switcher (light, dark, system) on Docusaurus' own
 * color-mode state: useColorMode() applies the choice at once, stores light
 * and dark under localStorage "theme", removes the key for system, follows the
 * OS preference while on system and follows other tabs. The pressed option is
 * styled from html[data-theme-choice] so the first paint shows the choice.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {useColorMode} from '@docusaurus/theme-common';
import {
  fromColorModeChoice,
  THEME_CHOICES,
  toColorModeChoice,
  type ThemeChoice,
} from '@site/src/lib/themeChoice';
import styles from './styles.module.css';

const LABELS: Record<ThemeChoice, string> = {light: 'Light', dark: 'Dark', system: 'System'};

function Icon({choice}: {choice: ThemeChoice}): ReactNode {
  const paths: Record<ThemeChoice, string> = {
    light:
      'M12 7a5 5 0 100 10 5 5 0 000-10zm0-5v3m0 14v3M4.2 4.2l2.1 2.1m11.4 11.4l2.1 2.1M2 12h3m14 0h3M4.2 19.8l2.1-2.1M17.7 6.3l2.1-2.1',
    dark: 'M21 12.8A9 9 0 1111.2 3a7 7 0 009.8 9.8z',
    system: 'M3 4h18v12H3zM8 20h8M12 16v4',
  };
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round">
      <path d={paths[choice]} />
    </svg>
  );
}

export default function ThemeSwitcher(): ReactNode {
  const {colorModeChoice, setColorMode} = useColorMode();
  const current = fromColorModeChoice(colorModeChoice);
  return (
    <div className={styles.switcher} role="group" aria-label="Theme">
      {THEME_CHOICES.map((choice) => (
        <button
          key={choice}
          type="button"
          className={clsx(styles.option, styles[choice])}
          aria-pressed={current === choice}
          onClick={() => setColorMode(toColorModeChoice(choice))}>
          <Icon choice={choice} />
          <span>{LABELS[choice]}</span>
        </button>
      ))}
    </div>
  );
}
