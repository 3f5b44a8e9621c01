/**
 * Replaces the navbar's two-state color-mode toggle with nothing: the theme is
 * chosen in the footer's three-way switcher (light, dark, system), and a second
 * control that cannot show "system" would contradict it.
 */
import type {ReactNode} from 'react';

export default function NavbarColorModeToggle(): ReactNode {
  return null;
}
