// Wrapper: hydrates the navbar at the address its HTML was rendered for. The static 404.html, served for every unknown
// address, shows the 2.0.x version menu; under /docs/1.1.x/… the menu would hydrate as "1.1.x" and React reported
// error #418 (see NotFound/AtRenderedAddress). Right after hydration the navbar follows the reader's address.
import type {ReactNode} from 'react';
import Navbar from '@theme-original/Navbar';
import AtRenderedAddress from '@site/src/theme/NotFound/AtRenderedAddress';

export default function NavbarWrapper(): ReactNode {
  return (
    <AtRenderedAddress>
      <Navbar />
    </AtRenderedAddress>
  );
}
