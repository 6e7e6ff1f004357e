// Replaces the stock search page (not a wrapper): the stock page loads 15 hits at a time on scroll, starts on the
// newest docs version and shows no error. This one pages 20 hits at a time (spec §9), starts on the reader's
// preferred version, and shows the modal's no-results and error texts (spec §8), in both search modes.
import React, {useEffect, useMemo, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useDocsPreferredVersion, useVersions} from '@docusaurus/plugin-content-docs/client';
import {HtmlClassNameProvider, PageMetadata, usePluralForm, useQueryString, useSearchQueryString} from '@docusaurus/theme-common';
import {useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import {docsVersion} from '@site/src/data/docsVersions';
import {missingResultsUrl, searchPageUrl} from '@site/src/search/links';
import {isOtherVersionHit} from '@site/src/search/hints';
import {HITS_PER_PAGE, usePageSearch, type SearchHit} from '@site/src/search/usePageSearch';
import styles from './styles.module.css';

/** The docs plugin whose versions the page offers (the site has one). */
const DOCS_PLUGIN = 'default';

function usePageTitle(query: string): string {
  return query
    ? translate({id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"'}, {query})
    : translate({id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation'});
}

function useDocumentsFound(): (count: number) => string {
  const {selectMessage} = usePluralForm();
  return (count) =>
    selectMessage(
      count,
      translate({id: 'theme.SearchPage.documentsFound.plurals', message: 'One document found|{count} documents found'}, {count}),
    );
}

/** The version searched: the one in the URL, else the reader's preferred one, else the newest. */
function useSearchVersion(): [string, (name: string) => void, {name: string; label: string}[]] {
  const versions = useVersions(DOCS_PLUGIN);
  const {preferredVersion} = useDocsPreferredVersion(DOCS_PLUGIN);
  const [fromUrl, setFromUrl] = useQueryString('version');
  const latest = versions.find((version) => version.isLast) ?? versions[0]!;
  const name = versions.some((v) => v.name === fromUrl) ? fromUrl : (preferredVersion?.name ?? latest.name);
  return [name, (next) => setFromUrl(next), versions];
}

function HitItem({hit}: {hit: SearchHit}) {
  const processUrl = useSearchResultUrlProcessor();
  const levels = (['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const)
    .map((level) => hit._highlightResult.hierarchy[level]?.value)
    .filter((value): value is string => Boolean(value));
  const title = levels.pop()!;
  const summary = hit._snippetResult.content?.value;
  return (
    <article className={styles.hit}>
      <Heading as="h2" className={styles.hitTitle}>
        {/* Highlighted text is escaped by the search engine; only <mark> tags are markup. */}
        <Link to={processUrl(hit.url)} dangerouslySetInnerHTML={{__html: title}} />
      </Heading>
      {levels.length > 0 && (
        <nav aria-label="breadcrumbs">
          <ul className={clsx('breadcrumbs', styles.hitPath)}>
            {levels.map((level, i) => (
              <li key={i} className="breadcrumbs__item" dangerouslySetInnerHTML={{__html: level}} />
            ))}
          </ul>
        </nav>
      )}
      {summary && <p className={styles.hitSummary} dangerouslySetInnerHTML={{__html: summary}} />}
    </article>
  );
}

function Pagination({query, version, page, pages}: {query: string; version: string; page: number; pages: number}) {
  const {siteConfig} = useDocusaurusContext();
  if (pages <= 1) return null;
  const link = (n: number) => `${searchPageUrl(siteConfig.baseUrl, query, version)}&page=${n + 1}`;
  const shown = Array.from({length: pages}, (_, n) => n).filter((n) => n === 0 || n === pages - 1 || Math.abs(n - page) <= 2);
  return (
    <nav className={styles.pagination} aria-label={translate({id: 'seaorm.search.pagination', message: 'Search results pages'})}>
      <ul className="pagination">
        {page > 0 && (
          <li className="pagination__item">
            <Link className="pagination__link" to={link(page - 1)} rel="prev">
              <Translate id="seaorm.search.previous">Previous</Translate>
            </Link>
          </li>
        )}
        {shown.map((n, i) => (
          <React.Fragment key={n}>
            {i > 0 && n - shown[i - 1]! > 1 && <li className={clsx('pagination__item', styles.gap)}>…</li>}
            <li className={clsx('pagination__item', n === page && 'pagination__item--active')}>
              <Link className="pagination__link" to={link(n)} aria-current={n === page ? 'page' : undefined} aria-label={`Page ${n + 1}`}>
                {n + 1}
              </Link>
            </li>
          </React.Fragment>
        ))}
        {page < pages - 1 && (
          <li className="pagination__item">
            <Link className="pagination__link" to={link(page + 1)} rel="next">
              <Translate id="seaorm.search.next">Next</Translate>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}

/** "Not in this version, but found in:" with a link to the search page on each version that has the words. */
function OtherVersions({hits}: {hits: SearchHit[]}) {
  if (hits.length === 0) return null;
  return (
    <div className={styles.otherVersions} data-testid="other-versions">
      <p>
        <Translate id="seaorm.search.otherVersions">Not in this version, but found in:</Translate>
      </p>
      <ul className={styles.suggestions}>
        {hits.map((hit) => (
          <li key={hit.objectID}>
            <Link className="button button--sm button--primary" to={hit.url}>
              {hit.version[0] && docsVersion(hit.version[0]).label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

interface NoResultsProps {
  query: string;
  suggestions: string[];
  onSuggestion: (s: string) => void;
  /** "Found in other versions" hits (src/search/otherVersions.ts). */
  otherVersions: SearchHit[];
}

function NoResults({query, suggestions, onSuggestion, otherVersions}: NoResultsProps) {
  return (
    <div className={styles.message}>
      <p className={styles.messageTitle}>
        <Translate id="theme.SearchModal.noResultsScreen.noResultsText">No results for</Translate> "<strong>{query}</strong>"
      </p>
      <OtherVersions hits={otherVersions} />
      {suggestions.length > 0 && (
        <div>
          <p>
            <Translate id="theme.SearchModal.noResultsScreen.suggestedQueryText">Try searching for</Translate>:
          </p>
          <ul className={styles.suggestions}>
            {suggestions.map((suggestion) => (
              <li key={suggestion}>
                <button type="button" className="button button--sm button--secondary" onClick={() => onSuggestion(suggestion)}>
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <p>
        <Translate id="theme.SearchModal.noResultsScreen.reportMissingResultsText">
          Believe this query should return results?
        </Translate>{' '}
        <Link to={missingResultsUrl({query})}>
          <Translate id="theme.SearchModal.noResultsScreen.reportMissingResultsLinkText">Let us know.</Translate>
        </Link>
      </p>
    </div>
  );
}

function SearchError() {
  return (
    <div className={styles.message} role="alert">
      <p className={styles.messageTitle}>
        <Translate id="theme.SearchModal.errorScreen.titleText">Unable to fetch results</Translate>
      </p>
      <p>
        <Translate id="theme.SearchModal.errorScreen.helpText">You might want to check your network connection.</Translate>
      </p>
    </div>
  );
}

function SearchPageContent(): ReactNode {
  const {i18n} = useDocusaurusContext();
  // The query lives in the URL, which the static HTML cannot know: render as "no query" until hydrated.
  const isBrowser = useIsBrowser();
  const [urlQuery, setQuery] = useSearchQueryString();
  const query = isBrowser ? urlQuery : '';
  const [pageParam, setPageParam] = useQueryString('page');
  const [version, setVersion, versions] = useSearchVersion();
  const page = Math.max(0, (Number.parseInt(pageParam, 10) || 1) - 1);
  const pageTitle = usePageTitle(query);
  const documentsFound = useDocumentsFound();

  const request = useMemo(
    () =>
      query.trim()
        ? {
            query,
            page,
            facetFilters: [`language:${i18n.currentLocale}`, ['docusaurus_tag:default', `docusaurus_tag:docs-${DOCS_PLUGIN}-${version}`]],
          }
        : null,
    [query, page, version, i18n.currentLocale],
  );
  const state = usePageSearch(request);
  const response = state.status === 'done' ? state.response : state.status === 'loading' || state.status === 'stalled' ? state.previous : null;

  // As the modal does, sections seen in earlier results are offered when a query finds nothing.
  const [suggestions, setSuggestions] = useState<string[]>([]);
  useEffect(() => {
    if (state.status !== 'done') return;
    const sections = [...new Set(state.response.hits.map((hit) => hit.hierarchy.lvl0))];
    if (sections.length > 0) setSuggestions((known) => [...new Set([...known, ...sections])].slice(0, 3));
  }, [state]);

  return (
    <>
      <PageMetadata title={pageTitle} />
      <Head>
        {/* Search pages are not for search engines: https://github.com/facebook/docusaurus/pull/3233 */}
        <meta property="robots" content="noindex, follow" />
      </Head>
      <div className="container margin-vert--lg">
        <Heading as="h1">{pageTitle}</Heading>

        <form className={styles.form} role="search" onSubmit={(e) => e.preventDefault()}>
          <input
            type="search"
            name="q"
            className={styles.input}
            placeholder={translate({id: 'theme.SearchPage.inputPlaceholder', message: 'Type your search here'})}
            aria-label={translate({id: 'theme.SearchPage.inputLabel', message: 'Search'})}
            value={query}
            maxLength={64}
            onChange={(e) => {
              setQuery(e.target.value);
              if (page > 0) setPageParam(null);
            }}
            autoComplete="off"
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
          />
          <select
            className={styles.version}
            aria-label={translate({id: 'seaorm.search.version', message: 'Docs version'})}
            value={version}
            onChange={(e) => {
              setVersion(e.target.value);
              if (page > 0) setPageParam(null);
            }}>
            {versions.map((v) => (
              <option key={v.name} value={v.name}>
                {v.label}
              </option>
            ))}
          </select>
        </form>

        <div className={styles.status} aria-live="polite">
          {state.status === 'done' && state.response.nbHits > 0 && (
            <>
              {documentsFound(state.response.nbHits)}
              {state.response.nbPages > 1 && (
                <Translate id="seaorm.search.pageOf" values={{page: page + 1, pages: state.response.nbPages}}>
                  {' · page {page} of {pages}'}
                </Translate>
              )}
            </>
          )}
        </div>

        {state.status === 'stalled' && <div className={styles.spinner} aria-label={translate({id: 'seaorm.search.loading', message: 'Loading results'})} />}
        {state.status === 'error' && <SearchError />}
        {state.status === 'done' && state.response.nbHits === 0 && (
          <NoResults
            query={query}
            suggestions={suggestions}
            onSuggestion={(s) => setQuery(s.toLowerCase())}
            otherVersions={state.response.hits.filter(isOtherVersionHit)}
          />
        )}
        {response && response.nbHits > 0 && state.status !== 'error' && (
          <main className={clsx(state.status !== 'done' && styles.stale)}>
            <OtherVersions hits={response.hits.filter(isOtherVersionHit)} />
            {response.hits.filter((hit) => !isOtherVersionHit(hit)).map((hit) => (
              <HitItem key={hit.objectID} hit={hit} />
            ))}
            <Pagination query={query} version={version} page={page} pages={response.nbPages} />
          </main>
        )}
      </div>
    </>
  );
}

export default function SearchPage(): ReactNode {
  // The content sits inside Layout: the docs' preferred-version provider lives there.
  return (
    <HtmlClassNameProvider className="search-page-wrapper">
      <Layout>
        <SearchPageContent />
      </Layout>
    </HtmlClassNameProvider>
  );
}
