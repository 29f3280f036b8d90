import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useBadgeCounts, useLogout, useSessionInfo } from '../../api/hooks';
import { FEATURES } from '../features';
import { onLogoutElsewhere } from '../../api/session';
import { BrandMark } from '../../components/BrandMark';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';
import { LegalLinks } from '../../components/LegalLinks';
import { buttonClass } from '../../components/plain/Button';
import { Skeleton } from '../../components/plain/Skeleton';
import { Spinner } from '../../components/plain/Spinner';
import { BellIcon, LeftIcon, LogoutIcon, MenuIcon, RightIcon, ShoppingCartIcon } from '../../components/plain/icons';
import { useMenuButton } from '../../components/plain/useMenuButton';
import { useMediaQuery, PHONE_QUERY } from '../../lib/useMediaQuery';
import { loadAntFrame } from '../antFrameChunk';
import { useBrand } from '../brand';
import { useCurrentRoute } from '../currentRoute';
import { breadcrumbOf } from '../navigation';
import { CART_PATH, HOME_PATH, LOGIN_PATH, loginHref } from '../routes';
import { useAccess } from '../access';
import { KeepAliveOutlet } from './KeepAliveOutlet';
import { InitialPasswordGate } from '../../features/auth/InitialPasswordGate';
import '../../components/plain/plain.css';

// The shell is drawn without antd (docs/decisions/performance.md §15): a shell page's first paint
// (the home page's welcome) needs neither antd's frame nor its runtime. The side menu (antd's Menu,
// the menu's icons) and the phone's drawer are a chunk of their own, in antd's frame: a phone shows
// the menu only in the drawer, so it loads when the menu button is about to be used; a desktop starts
// loading it with the shell.
const loadSideMenu = () => Promise.all([import('./SideMenu'), loadAntFrame()]).then(([menu]) => menu);
const SideMenu = lazy(() => loadSideMenu().then((menu) => ({ default: menu.FramedSideMenu })));
const MenuDrawer = lazy(() => loadSideMenu().then((menu) => ({ default: menu.MenuDrawer })));
if (!window.matchMedia(PHONE_QUERY).matches) void loadSideMenu();

/**
 * The /index shell: side menu (a drawer on phones), header with badges, language and user menu,
 * breadcrumb, and the page. Everything navigational comes from the route table.
 */
export function ShellLayout() {
  const isPhone = useMediaQuery(PHONE_QUERY);
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  /** The drawer's chunk is rendered from its first opening on (then it keeps its own state). */
  const [drawerWanted, setDrawerWanted] = useState(false);
  const { t } = useTranslation();
  const brand = useBrand();
  useLeaveWhenLoggedOutElsewhere();
  const openDrawer = () => {
    setDrawerWanted(true);
    setDrawerOpen(true);
  };

  return (
    <div className="shell plain-root">
      {!isPhone && (
        <aside className={collapsed ? 'shell-sider shell-sider--collapsed' : 'shell-sider'}>
          <Link to={HOME_PATH} className="shell-sider__brand">
            <BrandMark compact={collapsed} />
          </Link>
          <div className="shell-sider__menu">
            <Suspense fallback={<Skeleton rows={6} className="shell-menu__loading" />}>
              <SideMenu collapsed={collapsed} />
            </Suspense>
          </div>
          <button type="button" className="shell-sider__trigger" aria-label={t(collapsed ? 'shell.expandMenu' : 'shell.collapseMenu')} aria-expanded={!collapsed} onClick={() => setCollapsed(!collapsed)}>
            {collapsed ? <RightIcon /> : <LeftIcon />}
          </button>
        </aside>
      )}
      {isPhone && drawerWanted && (
        <Suspense fallback={null}>
          <MenuDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
      <div className="shell-main">
        <header className="shell-header">
          {isPhone && (
            <>
              {/* The menu's chunk starts loading as soon as the button is about to be used. */}
              <button
                type="button"
                className={buttonClass({ variant: 'text' }, 'btn--icon')}
                aria-label={t('shell.openMenu')}
                aria-haspopup="dialog"
                aria-expanded={drawerOpen}
                onPointerDown={() => void loadSideMenu()}
                onFocus={() => void loadSideMenu()}
                onClick={openDrawer}
                data-testid="open-menu"
              >
                <MenuIcon />
              </button>
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
        </header>
        <main className="shell-content">
          <PageBreadcrumb />
          <InitialPasswordGate>
            <KeepAliveOutlet />
          </InitialPasswordGate>
        </main>
        <footer className="page-footer">
          <span>{t('footer.copyright', { year: new Date().getFullYear(), brand: brand.name })}</span>
          <LegalLinks />
        </footer>
      </div>
    </div>
  );
}

/** Another tab logged out (same cookie): this tab leaves too, and comes back here after login. */
function useLeaveWhenLoggedOutElsewhere() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => onLogoutElsewhere(() => navigate(loginHref(pathname + search), { replace: true })), [navigate, pathname, search]);
}

/** Where the page sits (antd's Breadcrumb's look): links to the pages above it, the page itself last. */
function PageBreadcrumb() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  if (!route) return null;
  const crumbs = breadcrumbOf(route);
  return (
    <nav className="shell-breadcrumb" aria-label={t('shell.breadcrumb')}>
      <ol>
        {crumbs.map((crumb, i) => (
          <li key={`${crumb.path ?? ''}${crumb.title}`}>
            {crumb.path && i < crumbs.length - 1 ? <Link to={crumb.path}>{t(crumb.title)}</Link> : <span aria-current={i === crumbs.length - 1 ? 'page' : undefined}>{t(crumb.title)}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * Unread messages and cart items (spec §4), each shown only once its feature is built (app/features:
 * notices, shop), so the header has no control that leads nowhere.
 */
function HeaderBadges() {
  const { t } = useTranslation();
  const counts = useBadgeCounts();
  const access = useAccess();
  const badges = [
    { key: 'messages', feature: 'notices', icon: <BellIcon />, label: t('shell.messages', { count: counts.unreadMessages }), count: counts.unreadMessages, to: null, shown: true },
    // The cart leads to where its items are ordered together; only for who may buy.
    { key: 'cart', feature: 'shop', icon: <ShoppingCartIcon />, label: t('shell.cart', { count: counts.cartItems }), count: counts.cartItems, to: CART_PATH, shown: access['order:place'] },
  ] as const;
  return badges
    .filter((badge) => FEATURES[badge.feature] && badge.shown)
    .map((badge) => {
      const count = badge.count > 0 && (
        <span className="shell-header__count" aria-hidden="true">
          {badge.count > 99 ? '99+' : badge.count}
        </span>
      );
      return badge.to ? (
        <Link key={badge.key} to={badge.to} className="shell-header__badge" aria-label={badge.label} title={badge.label} data-testid={`badge-${badge.key}`} data-count={badge.count}>
          {badge.icon}
          {count}
        </Link>
      ) : (
        <span key={badge.key} className="shell-header__badge" role="img" aria-label={badge.label} title={badge.label} tabIndex={0} data-testid={`badge-${badge.key}`}>
          {badge.icon}
          {count}
        </span>
      );
    });
}

/** The user's avatar: the picture, else the name's first letter on the brand colour. */
function UserAvatar({ name, src }: { name: string; src: string | null }) {
  return <span className="user-menu__avatar">{src ? <img src={src} alt="" /> : name.slice(0, 1)}</span>;
}

/** Who is logged in (name and role) and the way out: a menu button (useMenuButton). */
function UserMenu({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: info } = useSessionInfo();
  const logout = useLogout(() => navigate(LOGIN_PATH, { replace: true }));
  const menu = useMenuButton(1);
  if (!info) return <span className="user-menu__placeholder" aria-busy="true" />;

  const { user, role } = info;
  return (
    <div className="menu-button" ref={menu.root}>
      <button
        ref={menu.button}
        type="button"
        className={buttonClass({ variant: 'text' }, 'user-menu__trigger')}
        aria-haspopup="menu"
        aria-expanded={menu.open}
        aria-controls={menu.open ? menu.menuId : undefined}
        aria-label={compact ? t('shell.userMenu', { name: user.name }) : undefined}
        aria-busy={logout.isPending || undefined}
        data-testid="user-menu"
        onClick={() => menu.toggle()}
        onKeyDown={menu.onButtonKey}
      >
        {logout.isPending ? <Spinner /> : <UserAvatar name={user.name} src={user.avatarUrl ?? null} />}
        {!compact && <span className="user-menu__label">{user.name}</span>}
      </button>
      {menu.open && (
        <div className="menu user-menu__popup" role="menu" id={menu.menuId} aria-label={t('shell.userMenu', { name: user.name })} onKeyDown={menu.onMenuKey}>
          {/* Who is logged in, as antd's Dropdown showed it: a disabled item the arrows pass over. */}
          <div className="user-menu__who" role="menuitem" aria-disabled="true">
            <div className="user-menu__name">{user.name}</div>
            <div className="user-menu__role">{t(`role.${role}`)}</div>
          </div>
          <div className="menu__divider" role="separator" />
          <button
            ref={menu.item(0)}
            type="button"
            role="menuitem"
            tabIndex={-1}
            className="menu__item menu__item--danger"
            onClick={() => {
              menu.close(true);
              logout.mutate();
            }}
          >
            <LogoutIcon /> {t('action.logout')}
          </button>
        </div>
      )}
    </div>
  );
}
