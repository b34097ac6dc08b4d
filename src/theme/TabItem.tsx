/** One panel of <Tabs> (Docusaurus API: value, label, default, attributes). Tabs decides whether it shows. */
import type { HTMLAttributes, ReactNode } from 'react';

export interface TabItemProps {
  value: string;
  label?: string;
  /** This tab is selected first (unless Tabs has a defaultValue). */
  default?: boolean;
  /** Extra attributes for the tab's button (e.g. a className). */
  attributes?: HTMLAttributes<HTMLElement> & Record<string, unknown>;
  className?: string;
  children?: ReactNode;
  /** Set by Tabs. */
  hidden?: boolean;
  id?: string;
  'aria-labelledby'?: string;
}

export default function TabItem({ children, hidden, className, id, 'aria-labelledby': labelledBy }: TabItemProps) {
  return (
    <div role="tabpanel" id={id} aria-labelledby={labelledBy} hidden={hidden} className={className ? `tabs__panel ${className}` : 'tabs__panel'} tabIndex={0}>
      {children}
    </div>
  );
}
