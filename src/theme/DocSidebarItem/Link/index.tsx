/**
 * Wraps the theme's DocSidebarItem/Link to show an endpoint's HTTP method as
 * a badge before its label, for items whose `customProps.method` is set (the
 * API sidebars, generated from src/data/api). The wrapped component passes
 * extra props to its link: `data-method` draws the badge (styles.module.css)
 * and `aria-label` makes screen readers announce it, e.g. "POST Create a blog".
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@theme-original/DocSidebarItem/Link';
import type LinkType from '@theme/DocSidebarItem/Link';
import type {WrapperProps} from '@docusaurus/types';
import {accessibleLabel, sidebarItemMethod} from './methodBadge';
import styles from './styles.module.css';

type Props = WrapperProps<typeof LinkType>;

export default function LinkWrapper(props: Props): ReactNode {
  const method = sidebarItemMethod(props.item.customProps);
  if (!method) return <Link {...props} />;
  const item = {...props.item, className: clsx(props.item.className, styles.endpoint)};
  return (
    <Link
      {...props}
      item={item}
      data-method={method}
      aria-label={accessibleLabel(method, props.item.label)}
    />
  );
}
