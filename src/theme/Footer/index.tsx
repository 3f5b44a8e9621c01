/**
 * Replaces the theme's Footer: the copyright line with the current year and
 * the product name, and the three-way theme switcher (light, dark, system). The theme's
 * footer has no place for a switcher.
 */
import React, {type ReactNode} from 'react';
import ThemeSwitcher from '@site/src/components/ThemeSwitcher';
import {copyrightLine} from '@site/src/data/site';
import styles from './styles.module.css';

export default function Footer(): ReactNode {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.copyright}>{copyrightLine(new Date().getFullYear())}</p>
        <ThemeSwitcher />
      </div>
    </footer>
  );
}
