import { useMemo } from 'react';
import { Link } from 'react-router';
import { Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useAccess } from '../access';
import { useCurrentRoute } from '../currentRoute';
import { buildMenu, selectedMenuPath, type MenuEntry } from '../navigation';
import { MENU_ICONS, type MenuIcon } from './menuIcons';

/**
 * The side menu, from the route table: a chunk of its own (with antd's Menu and the menu's icons),
 * as a phone shows it only in the drawer: the first paint does not wait for it
 * (docs/decisions/performance.md §13).
 */
export default function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const flags = useAccess();
  const route = useCurrentRoute();
  const items = useMemo(() => toMenuItems(buildMenu(flags), t), [flags, t]);
  const selected = selectedMenuPath(route);
  return <Menu mode="inline" className="shell-menu" items={items} selectedKeys={selected ? [selected] : []} onClick={onNavigate} />;
}

function toMenuItems(entries: MenuEntry[], t: TFunction): MenuProps['items'] {
  return entries.map((entry) =>
    entry.kind === 'group'
      ? { key: entry.group, label: t(entry.title), type: 'group' as const, children: toMenuItems(entry.children, t) }
      : { key: entry.path, icon: entry.icon ? <MenuIconOf name={entry.icon} /> : undefined, label: <Link to={entry.path}>{t(entry.title)}</Link> },
  );
}

function MenuIconOf({ name }: { name: MenuIcon }) {
  const Icon = MENU_ICONS[name];
  return <Icon />;
}
