import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Avatar, Badge, Breadcrumb, Button, Drawer, Dropdown, Layout, Skeleton, Tooltip, type MenuProps } from 'antd';
import { BellOutlined, LogoutOutlined, MenuOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useBadgeCounts, useLogout, useSessionInfo } from '../../api/hooks';
import { FEATURES } from '../features';
import { onLogoutElsewhere } from '../../api/session';
import { BrandMark } from '../../components/BrandMark';
import { LanguageSwitcher, popupBesideTrigger } from '../../components/LanguageSwitcher';
import { LegalLinks } from '../../components/LegalLinks';
import { useMediaQuery, PHONE_QUERY } from '../../lib/useMediaQuery';
import { useBrand } from '../brand';
import { useCurrentRoute } from '../currentRoute';
import { breadcrumbOf } from '../navigation';
import { HOME_PATH, LOGIN_PATH, loginHref } from '../routes';
import { KeepAliveOutlet } from './KeepAliveOutlet';
import { InitialPasswordGate } from '../../features/auth/InitialPasswordGate';

// The side menu is a chunk of its own: on a phone it only shows in the drawer. A desktop shows it at
// once, so there it starts loading with the shell.
const loadSideMenu = () => import('./SideMenu');
const SideMenu = lazy(loadSideMenu);
if (!window.matchMedia(PHONE_QUERY).matches) void loadSideMenu();

/** The side menu where it is shown, and a placeholder while its chunk loads (busy: the tests' settled signal waits). */
function SideMenuSlot({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Suspense
      fallback={
        <div className="shell-menu__loading" aria-busy="true">
          <Skeleton active title={false} paragraph={{ rows: 6 }} />
        </div>
      }
    >
      <SideMenu onNavigate={onNavigate} />
    </Suspense>
  );
}

/**
 * The /index shell: side menu (a drawer on phones), header with badges, language and user menu,
 * breadcrumb, and the page. Everything navigational comes from the route table.
 */
export function ShellLayout() {
  const isPhone = useMediaQuery(PHONE_QUERY);
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { t } = useTranslation();
  const brand = useBrand();
  useLeaveWhenLoggedOutElsewhere();

  return (
    <Layout className="shell">
      {!isPhone && (
        <Layout.Sider className="shell-sider" theme="light" width={224} collapsible collapsed={collapsed} onCollapse={setCollapsed}>
          <Link to={HOME_PATH} className="shell-sider__brand">
            <BrandMark compact={collapsed} />
          </Link>
          <SideMenuSlot />
        </Layout.Sider>
      )}
      {isPhone && (
        <Drawer placement="left" size={264} open={drawerOpen} onClose={() => setDrawerOpen(false)} title={<BrandMark />} styles={{ body: { padding: 0 } }}>
          <SideMenuSlot onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      )}
      <Layout>
        <Layout.Header className="shell-header">
          {isPhone && (
            <>
              {/* The menu's chunk starts loading as soon as the button is about to be used. */}
              <Button type="text" icon={<MenuOutlined />} aria-label={t('shell.openMenu')} onPointerDown={() => void loadSideMenu()} onFocus={() => void loadSideMenu()} onClick={() => setDrawerOpen(true)} data-testid="open-menu" />
              <Link to={HOME_PATH} className="shell-header__brand">
                <BrandMark />
              </Link>
            </>
          )}
          <div className="shell-header__actions">
            <HeaderBadges />
            <LanguageSwitcher compact={isPhone} />
            <UserMenu compact={isPhone} />
          </div>
        </Layout.Header>
        <Layout.Content className="shell-content">
          <PageBreadcrumb />
          <InitialPasswordGate>
            <KeepAliveOutlet />
          </InitialPasswordGate>
        </Layout.Content>
        <Layout.Footer className="page-footer">
          <span>{t('footer.copyright', { year: new Date().getFullYear(), brand: brand.name })}</span>
          <LegalLinks />
        </Layout.Footer>
      </Layout>
    </Layout>
  );
}

/** Another tab logged out (same cookie): this tab leaves too, and comes back here after login. */
function useLeaveWhenLoggedOutElsewhere() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => onLogoutElsewhere(() => navigate(loginHref(pathname + search), { replace: true })), [navigate, pathname, search]);
}

function PageBreadcrumb() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  if (!route) return null;
  const items = breadcrumbOf(route).map((crumb) => ({ title: crumb.path ? <Link to={crumb.path}>{t(crumb.title)}</Link> : t(crumb.title) }));
  return <Breadcrumb className="shell-breadcrumb" items={items} />;
}

/**
 * Unread messages and cart items (spec §4), each shown only once its feature is built (app/features:
 * notices, shop), so the header has no control that leads nowhere.
 */
function HeaderBadges() {
  const { t } = useTranslation();
  const counts = useBadgeCounts();
  const badges = [
    { key: 'messages', feature: 'notices', icon: <BellOutlined />, label: t('shell.messages', { count: counts.unreadMessages }), count: counts.unreadMessages },
    { key: 'cart', feature: 'shop', icon: <ShoppingCartOutlined />, label: t('shell.cart', { count: counts.cartItems }), count: counts.cartItems },
  ] as const;
  return badges.filter((badge) => FEATURES[badge.feature]).map((badge) => (
    <Tooltip key={badge.key} title={badge.label}>
      <span className="shell-header__badge" role="img" aria-label={badge.label} tabIndex={0} data-testid={`badge-${badge.key}`}>
        <Badge count={badge.count} size="small">
          {badge.icon}
        </Badge>
      </span>
    </Tooltip>
  ));
}

function UserMenu({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: info } = useSessionInfo();
  const logout = useLogout(() => navigate(LOGIN_PATH, { replace: true }));
  if (!info) return <Skeleton.Avatar active size="small" />;

  const { user, role } = info;
  const items: MenuProps['items'] = [
    {
      key: 'who',
      disabled: true,
      className: 'user-menu__who',
      label: (
        <>
          <div className="user-menu__name">{user.name}</div>
          <div className="user-menu__role">{t(`role.${role}`)}</div>
        </>
      ),
    },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('action.logout'), danger: true, onClick: () => logout.mutate() },
  ];
  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight" getPopupContainer={popupBesideTrigger}>
      <Button type="text" className="user-menu__trigger" data-testid="user-menu" loading={logout.isPending}>
        <Avatar size="small" alt="" src={user.avatarUrl ?? undefined} className="user-menu__avatar">
          {user.name.slice(0, 1)}
        </Avatar>
        {!compact && <span className="user-menu__label">{user.name}</span>}
      </Button>
    </Dropdown>
  );
}
