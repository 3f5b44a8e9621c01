/**
 * Wraps the theme's DocSidebarItem/Category. A category that can neither be
 * collapsed nor opened as a page (the always-open sections of the API
 * sidebars) is a heading, not a link: the theme renders it as an `<a>` with no
 * `href`, which is neither crawlable nor meaningful to a screen reader. Every
 * other category passes through unchanged.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Category from '@theme-original/DocSidebarItem/Category';
import type CategoryType from '@theme/DocSidebarItem/Category';
import DocSidebarItems from '@theme/DocSidebarItems';
import type {WrapperProps} from '@docusaurus/types';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {isSectionHeading} from './sectionHeading';
import styles from './styles.module.css';

type Props = WrapperProps<typeof CategoryType>;

export default function CategoryWrapper(props: Props): ReactNode {
  const {item, level, activePath, onItemClick} = props;
  if (!isSectionHeading(item)) return <Category {...props} />;
  return (
    <li
      className={clsx(
        ThemeClassNames.docs.docSidebarItemCategory,
        ThemeClassNames.docs.docSidebarItemCategoryLevel(level),
        'menu__list-item',
        item.className,
      )}>
      <div className="menu__list-item-collapsible">
        <span className={clsx('menu__link', styles.heading)}>{item.label}</span>
      </div>
      <ul className="menu__list">
        <DocSidebarItems
          items={item.items}
          activePath={activePath}
          onItemClick={onItemClick}
          level={level + 1}
        />
      </ul>
    </li>
  );
}
