/**
 * Wraps the theme's mobile sidebar so that it renders when the reader first opens it. The theme
 * renders it, with the whole sidebar of the section, right after every page load at phone widths,
 * although it stays hidden until the menu button is pressed: on an API page that is some 280
 * elements of work before the page is quiet. Once opened it stays rendered, so it opens and closes
 * with the theme's animation from then on.
 */
import React, {useState, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import NavbarMobileSidebar from '@theme-original/Navbar/MobileSidebar';

export default function NavbarMobileSidebarWrapper(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(shown);
  // Derived state, set during render as React documents for "adjusting state when a prop changes".
  if (shown && !opened) setOpened(true);
  return opened ? <NavbarMobileSidebar /> : null;
}
