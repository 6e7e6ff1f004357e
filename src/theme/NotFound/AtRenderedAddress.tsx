// The static 404.html is rendered once, for /404.html, and served for every unknown address. Parts of the page that
// depend on the address (the navbar's version menu says "1.1.x" under /docs/1.1.x/, and its Docs link goes there)
// then hydrate to other text than the server's, which React reports as error #418 before it throws the server HTML
// away and renders the whole page again. Inside this provider, components see the address the HTML was rendered
// for while React hydrates it, and the reader's own address right after.
import {useContext, useMemo, type ReactNode} from 'react';
// The context behind useLocation(); @docusaurus/router does not re-export it.
import {__RouterContext as RouterContext} from 'react-router';
import useIsBrowser from '@docusaurus/useIsBrowser';

/** The path the server rendered this document for (its canonical URL), read before React hydrates or changes it. */
const renderedPath: string | null =
  typeof document === 'undefined'
    ? null
    : (() => {
        const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
        return canonical ? new URL(canonical).pathname : null;
      })();

export default function AtRenderedAddress({children}: {children: ReactNode}): ReactNode {
  const router = useContext(RouterContext);
  const hydrating = !useIsBrowser();
  const pathname = hydrating && renderedPath && renderedPath !== router.location.pathname ? renderedPath : null;
  const value = useMemo(
    () => (pathname ? {...router, location: {...router.location, pathname}} : router),
    [router, pathname],
  );
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}
