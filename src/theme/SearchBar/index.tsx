/**
 * SearchBar: the header's search, on DocSearch 3.9 (`@docsearch/react`).
 *
 * Replaces, rather than wraps, @docusaurus/theme-search-algolia's SearchBar,
 * and that theme is not installed, for three reasons:
 * - offline by default: the theme's SearchBar always renders a preconnect to
 *   `https://<appId>-dsn.algolia.net`, and the site must contact no provider
 *   host unless the build was given the provider's settings;
 * - the theme renders DocSearchButton with fixed props, whose accessible name
 *   ("Search (Ctrl+K)") differs from its visible text (axe
 *   label-content-name-mismatch); SearchButton fixes that;
 * - one component for both engines gives the same overlay and behaviour
 *   whether the embedded index or the hosted provider answers.
 * It keeps the theme's behaviour otherwise: same button and modal, modal code
 * loaded on intent (hover, focus, touch, shortcut), DocSearch's shortcuts,
 * navigation within the site, the theme's translation ids.
 * The index is fetched on the same intent, never with the page. When the
 * docs have several versions, the overlay searches the version of the docs
 * page the reader is on (the latest anywhere else): offline it fetches only
 * that version's shard, hosted it filters on the version.
 */
import React, {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import {createPortal} from 'react-dom';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useLocation} from '@docusaurus/router';
import type {SearchGlobalData} from '@site/src/lib/search/globalData';
import {searchVersionFor, versionOfPage} from '@site/src/lib/search/versions';
import {isEditingElement, searchKeyAction} from '@site/src/lib/search/keyboard';
import {canKeepSearchHistory} from '@site/src/lib/search/storage';
import {SearchButton} from './SearchButton';
import {buttonText} from './buttonText';
import type {OfflineEngine, SearchModalProps} from './Modal';
import {onDemand} from '@site/src/lib/onDemand';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './styles.css';

interface ModalModule {
  readonly default: ComponentType<SearchModalProps>;
}

/** The overlay's code and styles (plugins/on-demand-styles), fetched on search intent. */
const modalCode = onDemand<ModalModule>(
  () => import(/* webpackChunkName: "on-demand-search" */ './Modal'),
);
/**
 * Offline, the engine, fetched beside the overlay's code. The results page imports the same
 * module under the same chunk name (SearchResults/useSearchResults.ts), so a reader who uses both
 * downloads it once (e2e/search-page.spec.ts, "See all results").
 */
const engineCode = onDemand<OfflineEngine>(
  () => import(/* webpackChunkName: "search-engine" */ '@site/src/lib/search/embeddedIndex'),
);
/** Search bars on the page (the 404 page has a second one): the first answers the global shortcuts. */
const mountedBars: symbol[] = [];

export default function SearchBar(): ReactNode {
  const globalConfig = usePluginData('search-index') as SearchGlobalData | undefined;
  const {pathname} = useLocation();
  const searchVersion = globalConfig
    ? searchVersionFor(versionOfPage(pathname, globalConfig.versions), globalConfig.versions)
    : undefined;
  // Offline, the version's shard answers; a site with one version has one shard, the index itself.
  const config = useMemo<SearchGlobalData | undefined>(
    () =>
      globalConfig?.mode === 'offline' && searchVersion
        ? {...globalConfig, indexUrl: searchVersion.indexUrl, bodyUrl: searchVersion.bodyUrl}
        : globalConfig,
    [globalConfig, searchVersion],
  );
  const buttonRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  const [keepHistory, setKeepHistory] = useState(true);
  // The overlay's container: created on first opening, kept in state so rendering reads no ref.
  const [container, setContainer] = useState<HTMLElement | null>(null);

  /** Search intent: load the modal code and, offline, the engine, and start fetching the index. */
  const prepare = useCallback((): Promise<unknown> => {
    const modal = modalCode.load();
    if (config?.mode !== 'offline') return modal;
    const engine = engineCode.load();
    void engine.then((loaded) => loaded.preloadEmbeddedIndex(config)).catch(() => undefined);
    return Promise.all([modal, engine]);
  }, [config]);

  /** Hover, focus or touch: get ready, without waiting. */
  const intent = useCallback(() => {
    prepare().catch(() => undefined);
  }, [prepare]);

  const open = useCallback(() => {
    if (!containerRef.current) {
      const element = document.createElement('div');
      element.className = `search-overlay search-overlay--${config?.mode ?? 'offline'}`;
      document.body.insertBefore(element, document.body.firstChild);
      containerRef.current = element;
      setContainer(element);
    }
    setKeepHistory(canKeepSearchHistory(() => window.localStorage, config?.indexName ?? ''));
    prepare()
      .then(() => setIsOpen(true))
      .catch(() => undefined);
  }, [config, prepare]);

  const close = useCallback(() => {
    setIsOpen(false);
    setInitialQuery(undefined);
    buttonRef.current?.focus();
  }, []);

  // The overlay's container goes with the search bar (the navbar remounts with some layouts).
  useEffect(
    () => () => {
      containerRef.current?.remove();
      containerRef.current = null;
    },
    [],
  );

  const idRef = useRef(Symbol('SearchBar'));
  useEffect(() => {
    const id = idRef.current;
    mountedBars.push(id);
    return () => {
      mountedBars.splice(mountedBars.indexOf(id), 1);
    };
  }, []);

  useEffect(() => {
    const id = idRef.current;
    const onKeyDown = (event: KeyboardEvent) => {
      const onSearchButton =
        buttonRef.current !== null && buttonRef.current === document.activeElement;
      // Ctrl+K and / open one overlay, not one per search bar: the focused one's, else the first one's.
      const otherButtonFocused =
        !onSearchButton && document.activeElement?.classList.contains('DocSearch-Button') === true;
      if (!isOpen && !onSearchButton && (mountedBars[0] !== id || otherButtonFocused)) return;
      const action = searchKeyAction(event, {
        isOpen,
        isEditing: isEditingElement(event.target instanceof Element ? event.target : null),
        onSearchButton,
      });
      if (action === null) return;
      event.preventDefault();
      if (action === 'close') close();
      else if (action === 'type') {
        setInitialQuery(event.key);
        open();
      } else if (!document.body.classList.contains('DocSearch--active')) open();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, open, close]);

  if (!config) return null;
  const Modal = modalCode.loaded()?.default;
  const engine = engineCode.loaded();
  return (
    <>
      <SearchButton
        ref={buttonRef}
        label={buttonText}
        onClick={open}
        onMouseOver={intent}
        onFocus={intent}
        onTouchStart={intent}
      />
      {isOpen &&
        Modal &&
        (engine || config.mode === 'hosted') &&
        container &&
        createPortal(
          <Modal
            config={config}
            engine={engine}
            searchVersion={searchVersion}
            initialQuery={initialQuery}
            keepHistory={keepHistory}
            onClose={close}
          />,
          container,
        )}
    </>
  );
}
