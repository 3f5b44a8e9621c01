/**
 * Wraps the theme's DocSidebarItem/Link to show a badge before the label of an API sidebar item:
 * an endpoint's HTTP method (`customProps.method`) or EVENT for a webhook event
 * (`customProps.event`), both set by the sidebars generated from src/data/api. The wrapped
 * component passes extra props to its link: `data-badge` draws the badge (styles.module.css),
 * `data-method` names an endpoint's method, and `aria-label` makes screen readers announce it,
 * e.g. "POST Create a blog".
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@theme-original/DocSidebarItem/Link';
import type LinkType from '@theme/DocSidebarItem/Link';
import type {WrapperProps} from '@docusaurus/types';
import {accessibleLabel, sidebarItemBadge} from './methodBadge';
import styles from './styles.module.css';

type Props = WrapperProps<typeof LinkType>;

export default function LinkWrapper(props: Props): ReactNode {
  const badge = sidebarItemBadge(props.item.customProps);
  if (!badge) return <Link {...props} />;
  const item = {...props.item, className: clsx(props.item.className, styles.endpoint)};
  return (
    <Link
      {...props}
      item={item}
      data-badge={badge}
      data-method={badge === 'EVENT' ? undefined : badge}
      aria-label={accessibleLabel(badge, props.item.label)}
    />
  );
}
