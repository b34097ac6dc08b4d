/**
 * Tabs for MDX (`import Tabs from '@theme/Tabs'`, Docusaurus API): values from the TabItem
 * children (or a `values` prop), `defaultValue`, and `groupId` to keep every Tabs of the group on
 * the same choice, stored for later visits. Arrow keys, Home and End move between tabs. All panels
 * are in the HTML (search engines and find-in-page see them); hidden ones are hidden.
 */
import {
  Children,
  cloneElement,
  isValidElement,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { TabItemProps } from './TabItem';
import { chooseInGroup, onGroupChoice, readGroupChoice } from './tabs-group-choice';
import { readQueryChoice, tabsQueryKey, writeQueryChoice } from './tabs-query-string';
import './tabs.css';

export interface TabValue {
  value: string;
  label?: string;
  attributes?: TabItemProps['attributes'];
}

export interface TabsProps {
  children: ReactNode;
  values?: TabValue[];
  defaultValue?: string | null;
  groupId?: string;
  className?: string;
  /** Render only the selected panel. */
  lazy?: boolean;
  /** Keep the choice in the URL's query: `true` uses `groupId` as the key, a string is the key. */
  queryString?: boolean | string;
}

function tabItems(children: ReactNode): ReactElement<TabItemProps>[] {
  return Children.toArray(children).filter((child): child is ReactElement<TabItemProps> => {
    if (!isValidElement(child)) return false;
    if (typeof (child.props as TabItemProps).value !== 'string') throw new Error('Every child of <Tabs> must be a <TabItem value="..."> element.');
    return true;
  });
}

function tabValues(items: ReactElement<TabItemProps>[], values: TabValue[] | undefined): TabValue[] {
  const list = values ?? items.map(({ props }) => ({ value: props.value, label: props.label, attributes: props.attributes }));
  const seen = new Set<string>();
  for (const { value } of list) {
    if (seen.has(value)) throw new Error(`<Tabs> has two tabs with the value "${value}"; values must be unique.`);
    seen.add(value);
  }
  return list;
}

export default function Tabs({ children, values: valuesProp, defaultValue, groupId, className, lazy, queryString }: TabsProps) {
  const queryKey = tabsQueryKey(queryString, groupId);
  const items = tabItems(children);
  const values = tabValues(items, valuesProp);
  const firstValue = defaultValue ?? items.find((item) => item.props.default)?.props.value ?? values[0]?.value;
  const [selected, setSelected] = useState(firstValue);
  const tabRefs = useRef<Array<HTMLElement | null>>([]);
  const baseId = useId();
  // Keeps the tab the reader used in place when panels of different heights switch.
  const anchor = useRef<{ element: HTMLElement; top: number } | null>(null);
  const valueKey = values.map((v) => v.value).join('\n');

  useEffect(() => {
    const accept = (value: string | null) => value !== null && values.some((v) => v.value === value) && setSelected(value);
    // The query string, else the stored choice, applies after hydration (the HTML shows the default).
    if (!(queryKey && accept(readQueryChoice(queryKey))) && groupId) accept(readGroupChoice(groupId));
    return groupId ? onGroupChoice(groupId, accept) : undefined;
  }, [groupId, queryKey, valueKey]); // eslint-disable-line react-hooks/exhaustive-deps

  useLayoutEffect(() => {
    if (!anchor.current) return;
    const { element, top } = anchor.current;
    anchor.current = null;
    const moved = element.getBoundingClientRect().top - top;
    if (moved !== 0) window.scrollBy(0, moved);
  }, [selected]);

  const select = (index: number, focus: boolean) => {
    const value = values[index].value;
    const element = tabRefs.current[index];
    if (element) anchor.current = { element, top: element.getBoundingClientRect().top };
    setSelected(value);
    if (groupId) chooseInGroup(groupId, value);
    if (queryKey) writeQueryChoice(queryKey, value);
    if (focus) element?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    const last = values.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next, true);
  };

  const tabId = (i: number) => `${baseId}-tab-${i}`;
  const panelId = (i: number) => `${baseId}-panel-${i}`;

  return (
    <div className={className ? `tabs-container ${className}` : 'tabs-container'}>
      <ul role="tablist" aria-orientation="horizontal" className="tabs">
        {values.map(({ value, label, attributes }, i) => {
          const isSelected = value === selected;
          const { className: extraClass, ...otherAttributes } = attributes ?? {};
          return (
            <li
              key={value}
              ref={(element) => void (tabRefs.current[i] = element)}
              role="tab"
              id={tabId(i)}
              aria-selected={isSelected}
              aria-controls={panelId(i)}
              tabIndex={isSelected ? 0 : -1}
              className={['tabs__item', isSelected && 'tabs__item--active', extraClass as string | undefined].filter(Boolean).join(' ')}
              onClick={() => select(i, false)}
              onKeyDown={(event) => onKeyDown(event, i)}
              {...otherAttributes}
            >
              {label ?? value}
            </li>
          );
        })}
      </ul>
      <div className="tabs__panels">
        {values.map(({ value }, i) => {
          const item = items.find((it) => it.props.value === value);
          if (!item || (lazy && value !== selected)) return null;
          return cloneElement(item, { key: value, hidden: value !== selected, id: panelId(i), 'aria-labelledby': tabId(i) });
        })}
      </div>
    </div>
  );
}
