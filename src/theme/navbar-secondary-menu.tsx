/**
 * The mobile navigation drawer shows the main menu, or a secondary menu that the current page
 * provides (the docs sidebar). A page registers its secondary menu with useNavbarSecondaryMenu().
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

interface SecondaryMenuState {
  content: ReactNode | null;
  setContent(content: ReactNode | null): void;
}

const SecondaryMenuContext = createContext<SecondaryMenuState>({ content: null, setContent: () => {} });

export function NavbarSecondaryMenuProvider({ children }: { children: ReactNode }) {
  const [content, setContent] = useState<ReactNode | null>(null);
  return <SecondaryMenuContext.Provider value={{ content, setContent }}>{children}</SecondaryMenuContext.Provider>;
}

/** Called by a page (e.g. the docs page) with the menu to show in the mobile drawer. */
export function useNavbarSecondaryMenu(content: ReactNode | null): void {
  const { setContent } = useContext(SecondaryMenuContext);
  useEffect(() => {
    setContent(content);
    return () => setContent(null);
  }, [content, setContent]);
}

export function useNavbarSecondaryMenuContent(): ReactNode | null {
  return useContext(SecondaryMenuContext).content;
}
