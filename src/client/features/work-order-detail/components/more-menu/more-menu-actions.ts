import { createContext, useContext } from 'react';

/**
 * What the More menu's items do: given by DetailMoreMenu, read by the dropdown it loads later. In
 * a file of its own so the menu and its dropdown each import it, not each other.
 */
export const MoreMenuActions = createContext<{ onDelete: () => void }>({ onDelete: () => {} });
export const useMoreMenuActions = () => useContext(MoreMenuActions);
