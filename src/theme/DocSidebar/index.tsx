/**
 * Wraps the theme's DocSidebar so that the sidebars of the Admin, Console and
 * Project references open with a back link 'APIs' to /api and the
 * reference's title, so a reader deep in one reference is one click from the others.
 * The titles come from the API reference plugin's global data, so the sidebar
 * never imports the model. Other sidebars pass through.
 */
import React, {useMemo, type ReactNode} from 'react';
import DocSidebar from '@theme-original/DocSidebar';
import type DocSidebarType from '@theme/DocSidebar';
import type {WrapperProps} from '@docusaurus/types';
import {useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {ApiReferenceGlobalData} from '@site/src/lib/apiViews/globalData';
import {referenceTitleForSidebar, withReferenceHeader} from './referenceHeader';
import styles from './styles.module.css';

type Props = WrapperProps<typeof DocSidebarType>;

const classNames = {
  backLink: styles.backLink ?? '',
  title: styles.title ?? '',
  titleText: styles.titleText ?? '',
};

export default function DocSidebarWrapper(props: Props): ReactNode {
  const {referenceTitles} = usePluginData('api-reference') as ApiReferenceGlobalData;
  const title = referenceTitleForSidebar(useDocsSidebar()?.name, referenceTitles);
  const {sidebar} = props;
  const items = useMemo(
    () => (title ? withReferenceHeader(sidebar, title, classNames) : sidebar),
    [sidebar, title],
  );
  return <DocSidebar {...props} sidebar={items} />;
}
