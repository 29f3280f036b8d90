import { useMemo } from 'react';
import { Link } from 'react-router';
import { Drawer, Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { AntFrame } from '../AntFrame';
import { useAccess } from '../access';
import { useCurrentRoute } from '../currentRoute';
import { buildMenu, selectedMenuPath, type MenuEntry } from '../navigation';
import { BrandMark } from '../../components/BrandMark';
import { MENU_ICONS, type MenuIcon } from './menuIcons';

/**
 * The side menu, from the route table: a chunk of its own (with antd's Menu and the menu's icons),
 * in antd's frame, beside the shell drawn without antd: a phone shows it only in the drawer, so the
 * first paint does not wait for it (docs/decisions/performance.md §13, §15).
 */
function SideMenu({ onNavigate, collapsed = false }: { onNavigate?: () => void; collapsed?: boolean }) {
  const { t } = useTranslation();
  const flags = useAccess();
  const route = useCurrentRoute();
  const items = useMemo(() => toMenuItems(buildMenu(flags), t), [flags, t]);
  const selected = selectedMenuPath(route);
  return <Menu mode="inline" inlineCollapsed={collapsed} className="shell-menu" items={items} selectedKeys={selected ? [selected] : []} onClick={onNavigate} />;
}

/** The desktop's side menu (the shell's sider holds it; `collapsed`: icons only). */
export function FramedSideMenu({ collapsed }: { collapsed: boolean }) {
  return (
    <AntFrame>
      <SideMenu collapsed={collapsed} />
    </AntFrame>
  );
}

/** A phone's menu: the side menu in a drawer from the left, closed by a choice, Escape or its close button. */
export function MenuDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <AntFrame>
      <Drawer placement="left" size={264} open={open} onClose={onClose} title={<BrandMark />} styles={{ body: { padding: 0 } }}>
        <SideMenu onNavigate={onClose} />
      </Drawer>
    </AntFrame>
  );
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
