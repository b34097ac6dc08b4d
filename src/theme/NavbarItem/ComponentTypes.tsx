/**
 * The component for each navbar item type, as Docusaurus's `@theme/NavbarItem/ComponentTypes`. A
 * site adds its own types by swizzling this module, typically wrapping it:
 * `export default { ...ComponentTypes, 'custom-x': MyItem }` with `ComponentTypes` imported from
 * `@theme-original/NavbarItem/ComponentTypes`. Each component gets the item's keys (but `type`)
 * as props, and `mobile` in the mobile drawer.
 */
import type { ComponentType } from 'react';
import { BuiltInNavbarItemView } from '../NavbarItem';
import type { BuiltInNavbarItem } from '../theme-config';

// Each component takes its own props (an item's keys): no one props type fits them all.
// biome-ignore lint/suspicious/noExplicitAny: as Docusaurus's ComponentTypesObject.
export type ComponentTypesObject = Record<string, ComponentType<any>>;

/** A theme type as a component taking the item's keys as props. */
function builtInType(type: BuiltInNavbarItem['type']): ComponentType<Record<string, unknown>> {
  function NavbarItemOfType({ mobile, ...props }: Record<string, unknown>) {
    return <BuiltInNavbarItemView item={{ ...props, type } as BuiltInNavbarItem} mobile={mobile === true} />;
  }
  NavbarItemOfType.displayName = `NavbarItem(${type})`;
  return NavbarItemOfType;
}

const ComponentTypes: ComponentTypesObject = {
  default: builtInType('default'),
  localeDropdown: builtInType('localeDropdown'),
  search: builtInType('search'),
  dropdown: builtInType('dropdown'),
  html: builtInType('html'),
  doc: builtInType('doc'),
  docSidebar: builtInType('docSidebar'),
  docsVersion: builtInType('docsVersion'),
  docsVersionDropdown: builtInType('docsVersionDropdown'),
};

export default ComponentTypes;
