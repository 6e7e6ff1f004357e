// Wrapper: Escape closes the open mobile menu (the stock one only closes by its button or by navigating), and focus
// returns to the button that opened it. The menu is rendered once it is first opened, not on every phone page load:
// hidden off-screen, its links still counted as in view, so each one prefetched its page's chunks while hydrating.
import {useEffect, useState, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

export default function MobileSidebarWrapper(): ReactNode {
  const {shown, toggle} = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(shown);
  if (shown && !opened) setOpened(true);
  useEffect(() => {
    if (!shown) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      toggle();
      document.querySelector<HTMLButtonElement>('.navbar__toggle')?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [shown, toggle]);
  return opened ? <MobileSidebar /> : null;
}
