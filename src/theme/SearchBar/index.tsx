// Ejected from theme-search-algolia 3.8.1, not wrapped: the stock bar takes every DocSearch prop from themeConfig,
// so a wrapper could neither hand the modal the embedded search client (which also keeps DocSearch's error screen up,
// see src/search/client.ts), nor drop the Algolia preconnect, nor add the "Let us know" link. Everything else is the
// stock bar: the DocSearch button, modal, shortcuts and translations.
import React, {useCallback, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import type {
  DocSearchHit,
  DocSearchModal as DocSearchModalType,
  DocSearchModalProps,
  DocSearchTransformClient,
  InternalDocSearchHit,
  StoredDocSearchHit,
} from '@docsearch/react';
import type {AutocompleteState} from '@algolia/autocomplete-core';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {isRegexpStringMatch} from '@docusaurus/theme-common';
import {useAlgoliaContextualFacetFilters, useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import type {ThemeConfig} from '@docusaurus/theme-search-algolia';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import {SearchButton, useSearchKeyboardEvents} from '@site/src/search/SearchButton';
import type * as SearchClient from '@site/src/search/client';
import {isOtherVersionHit} from '@site/src/search/hints';
import {missingResultsUrl, searchPageUrl} from '@site/src/search/links';
import {useSearchIndexData} from '@site/src/search/useSearchIndexData';

type AlgoliaConfig = ThemeConfig['algolia'];

let DocSearchModal: typeof DocSearchModalType | null = null;
/** The search clients load with the modal: nothing but the button is part of every page's first load. */
let searchClient: typeof SearchClient | null = null;

function importDocSearchModalIfNeeded(): Promise<void> {
  if (DocSearchModal && searchClient) return Promise.resolve();
  return Promise.all([
    import('@docsearch/react/modal') as Promise<typeof import('@docsearch/react')>,
    import('@site/src/search/client'),
    import('@docsearch/react/style'),
    import('./styles.css'),
  ]).then(([{DocSearchModal: Modal}, client]) => {
    DocSearchModal = Modal;
    searchClient = client;
  });
}

function useNavigator(externalUrlRegex: string | undefined): DocSearchModalProps['navigator'] {
  const history = useHistory();
  const [navigator] = useState<DocSearchModalProps['navigator']>(() => ({
    navigate({itemUrl}) {
      // Hits on other domains cannot go through the router.
      if (isRegexpStringMatch(externalUrlRegex, itemUrl)) window.location.href = itemUrl;
      else history.push(itemUrl);
    },
  }));
  return navigator;
}

/** Hosted: the stock client tagged with the Docusaurus agent. Embedded: the in-browser client instead. */
function useTransformSearchClient(hosted: boolean, facetFilters: unknown) {
  const {siteConfig, siteMetadata} = useDocusaurusContext();
  const {tags, parts} = useSearchIndexData();
  const options = useMemo(
    () => ({baseUrl: siteConfig.baseUrl, siteUrl: siteConfig.url, tags, parts}),
    [siteConfig.baseUrl, siteConfig.url, tags, parts],
  );
  const transform = useCallback(
    (stockClient: DocSearchTransformClient) => {
      // The modal renders (and calls this) only once importDocSearchModalIfNeeded has loaded the clients.
      if (!hosted) return searchClient!.createEmbeddedSearchClient(options, {holdFailures: true});
      stockClient.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion);
      return searchClient!.withOtherVersionHints(stockClient, options);
    },
    [hosted, options, siteMetadata.docusaurusVersion],
  );
  const preload = useCallback(() => {
    if (!hosted) searchClient?.preloadEmbeddedSearch(options, facetFilters);
  }, [hosted, options, facetFilters]);
  return {transform, preload};
}

function Hit({hit, children}: {hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode}) {
  return <Link to={hit.url}>{children}</Link>;
}

function ResultsFooter({
  state,
  onClose,
  version,
}: {
  state: AutocompleteState<InternalDocSearchHit>;
  onClose: () => void;
  version: string | undefined;
}) {
  const {siteConfig} = useDocusaurusContext();
  // Only "found in other versions" hits (see src/search/otherVersions.ts): there is nothing more to see here.
  if (!state.context.nbHits) return null;
  return (
    <Link to={searchPageUrl(siteConfig.baseUrl, state.query, version)} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{count: state.context.nbHits as number}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

function DocSearch({
  contextualSearch,
  externalUrlRegex,
  searchPagePath,
  replaceSearchResultPathname: _replace,
  ...props
}: AlgoliaConfig) {
  const {mode} = useSearchIndexData();
  const hosted = mode === 'hosted';
  const navigator = useNavigator(externalUrlRegex);
  const contextualFilters = useAlgoliaContextualFacetFilters();
  const searchParameters = useMemo(() => {
    const configured = props.searchParameters?.facetFilters ?? [];
    const facetFilters = contextualSearch
      ? [...contextualFilters, ...(typeof configured === 'string' ? [configured] : configured)]
      : configured;
    return {...props.searchParameters, facetFilters};
  }, [contextualSearch, contextualFilters, props.searchParameters]);
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const transformItems = useCallback(
    (items: DocSearchHit[]) =>
      items.map((item) => (isOtherVersionHit(item) ? item : {...item, url: processSearchResultUrl(item.url)})),
    [processSearchResultUrl],
  );
  const {transform, preload} = useTransformSearchClient(hosted, searchParameters.facetFilters);

  const searchContainer = useRef<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  const openModal = useCallback(() => {
    if (!searchContainer.current) {
      searchContainer.current = document.createElement('div');
      // Embedded search sends nothing to Algolia, so its modal must not say "Search by Algolia" (styles.css).
      searchContainer.current.dataset.searchMode = hosted ? 'hosted' : 'embedded';
      document.body.insertBefore(searchContainer.current, document.body.firstChild);
    }
    importDocSearchModalIfNeeded().then(() => {
      preload();
      setIsOpen(true);
    });
  }, [preload, hosted]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);

  const handleInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return; // the browser's find
      event.preventDefault(); // the modal's input receives the key
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  // The docs version the modal searches, so "See all results" opens the search page on the same version.
  const contextualVersion = contextualFilters[1]
    .map((filter) => /^docusaurus_tag:docs-default-(.+)$/.exec(filter)?.[1])
    .find(Boolean);
  const resultsFooterComponent = useMemo(
    () =>
      ({state}: {state: AutocompleteState<InternalDocSearchHit>}) => (
        <ResultsFooter state={state} onClose={closeModal} version={contextualVersion} />
      ),
    [closeModal, contextualVersion],
  );

  useSearchKeyboardEvents({isOpen, onOpen: openModal, onClose: closeModal, onInput: handleInput, searchButtonRef});

  return (
    <>
      {hosted && (
        <Head>
          {/* Lets the browser open the connection to the DocSearch cluster before the first query. */}
          <link rel="preconnect" href={`https://${props.appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}

      <SearchButton
        onTouchStart={importDocSearchModalIfNeeded}
        onFocus={importDocSearchModalIfNeeded}
        onMouseOver={importDocSearchModalIfNeeded}
        onClick={openModal}
        ref={searchButtonRef}
        translations={props.translations?.button ?? translations.button}
      />

      {isOpen &&
        DocSearchModal &&
        searchContainer.current &&
        createPortal(
          <DocSearchModal
            onClose={closeModal}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator}
            transformItems={transformItems}
            hitComponent={Hit}
            transformSearchClient={transform}
            getMissingResultsUrl={missingResultsUrl}
            {...(searchPagePath && {resultsFooterComponent})}
            placeholder={translations.placeholder}
            {...props}
            translations={props.translations?.modal ?? translations.modal}
            searchParameters={searchParameters}
          />,
          searchContainer.current,
        )}
    </>
  );
}

export default function SearchBar(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return <DocSearch {...(siteConfig.themeConfig as unknown as ThemeConfig).algolia} />;
}
