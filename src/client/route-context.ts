/** Which plugin made the route being shown (Docusaurus's route context); set by RouteContent. */
import { createContext } from 'react';

export interface RouteContextValue {
  plugin: { name: string; id: string };
  data?: Record<string, unknown>;
}

export const RouteContext = createContext<RouteContextValue | null>(null);
