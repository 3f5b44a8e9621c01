/**
 * Wraps the theme's NavbarNavLink so the active item is right on pages served
 * for another path. The 404 page is rendered once at build time (for /404) and
 * served for every unknown path, and React does not patch attributes while
 * hydrating: remounting the link once in the browser recomputes its active
 * class from the real location (e.g. /api-reference/... highlights the API item).
 */
import React, {type ReactNode} from 'react';
import NavbarNavLink from '@theme-original/NavbarItem/NavbarNavLink';
import type NavbarNavLinkType from '@theme/NavbarItem/NavbarNavLink';
import type {WrapperProps} from '@docusaurus/types';
import useIsBrowser from '@docusaurus/useIsBrowser';

type Props = WrapperProps<typeof NavbarNavLinkType>;

export default function NavbarNavLinkWrapper(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  return <NavbarNavLink key={isBrowser ? 'browser' : 'server'} {...props} />;
}
