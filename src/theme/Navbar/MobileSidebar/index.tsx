// Wrapper: Escape closes the open mobile menu (the stock one only closes by its button or by navigating), and focus
// returns to the button that opened it.
import {useEffect, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

export default function MobileSidebarWrapper(): ReactNode {
  const {shown, toggle} = useNavbarMobileSidebar();
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
  return <MobileSidebar />;
}
