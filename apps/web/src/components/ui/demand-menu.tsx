import { Menu } from '@mantine/core';
import type { MenuItemProps, MenuProps } from '@mantine/core';
import { useEffect, useState } from 'react';
import type {
  ComponentPropsWithRef,
  ComponentType,
  ElementType,
  ReactElement,
  ReactNode,
} from 'react';

// The menu of components/ui/menu-on-demand.tsx, loaded when the member first presses its button.

export type DemandMenuItem = {
  key: string;
  label: ReactNode;
  /** Mantine's Menu.Item props; `component` makes it a link (`href`, or `to` for the router's). */
  props?: MenuItemProps & {
    component?: ElementType;
    href?: string;
    to?: string;
    target?: string;
    rel?: string;
    onClick?: () => void;
  };
};

export type DemandMenuProps = {
  target: (props: ComponentPropsWithRef<'button'>) => ReactElement;
  items: readonly DemandMenuItem[];
  menu?: Pick<
    MenuProps,
    'position' | 'width' | 'shadow' | 'withinPortal' | 'withInitialFocusPlaceholder'
  >;
};

// Mantine's Menu.Item is polymorphic (its props follow `component`); the items here name theirs.
const MenuItem = Menu.Item as ComponentType<
  NonNullable<DemandMenuItem['props']> & { children: ReactNode }
>;

/** It takes the place of the button that stood for it, so the focus moves to its own button. */
function focusOnMount(button: HTMLButtonElement | null): void {
  if (button && document.activeElement === document.body) button.focus();
}

/** Drawn once its button has been pressed: it opens at once. */
export function DemandMenu({ target, items, menu }: DemandMenuProps) {
  // Drawn closed, then opened, so that the menu notes its button as it opens and gives the focus
  // back to it when it closes, as a menu drawn with the page does.
  const [opened, setOpened] = useState(false);
  useEffect(() => setOpened(true), []);
  return (
    <Menu {...menu} opened={opened} onChange={setOpened}>
      <Menu.Target>{target({ ref: focusOnMount })}</Menu.Target>
      <Menu.Dropdown>
        {items.map((item) => (
          <MenuItem key={item.key} {...item.props}>
            {item.label}
          </MenuItem>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
