/** The signed-in shell: header, side menu (a drawer below md), breadcrumb, page, footer. */
import MenuIcon from '@mui/icons-material/Menu';
import {
  AppBar,
  Box,
  Button,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Toolbar,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { Footer } from '../../components/footer.tsx';
import { Logo } from '../../components/logo.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { logout } from '../../features/auth/api/logout.ts';
import { useAnyLiveLecture } from '../../features/class-status/hooks/use-live-lecture.ts';
import { OpenInNewWindow } from '../../features/lti/components/open-in-new-window.tsx';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { LiveButton } from '../../features/signals/components/live-button.tsx';
import { WhoAmI } from '../../features/signals/components/who-am-i.tsx';
import { useSignals } from '../../features/signals/hooks/use-signals.ts';
import { paths } from '../../lib/paths.ts';
import { homePathFor, useStoredSession } from '../../lib/session.ts';
import type { StoredRole } from '../../lib/storage.ts';
import { text } from '../../text/en.ts';
import { AppBreadcrumbs } from './breadcrumbs.tsx';
import { menuGroups, type MenuEntry } from './menu.tsx';

const MENU_WIDTH = 240;

const isActive = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);

function SideMenu({
  groups,
  onItemClick,
}: {
  groups: MenuEntry[][];
  onItemClick: (entry: MenuEntry) => void;
}) {
  const { pathname } = useLocation();
  return (
    <Box component="nav" aria-label={text.nav.mainMenu}>
      {groups.map((group, index) => (
        <Box key={group[0]?.key ?? index}>
          {index > 0 && <Divider />}
          <List dense>
            {group.map((entry) => (
              <ListItem key={entry.key} disablePadding>
                <ListItemButton
                  {...(entry.to ? { component: Link, to: entry.to } : {})}
                  selected={entry.to ? isActive(pathname, entry.to) : false}
                  aria-current={entry.to && isActive(pathname, entry.to) ? 'page' : undefined}
                  onClick={() => onItemClick(entry)}
                >
                  <ListItemIcon sx={{ minWidth: 40 }}>{entry.icon}</ListItemIcon>
                  <ListItemText primary={entry.label} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      ))}
    </Box>
  );
}

export function ShellLayout({ role }: { role: StoredRole }) {
  const session = useStoredSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [drawerOpen, setDrawerOpen] = useState(false);
  useSignals();
  const anyLive = useAnyLiveLecture(role === 'TEACHER' ? session.selectedCourse?.id : undefined);

  // The presentation view is full screen: no header, no menu.
  if (pathname.endsWith('/presentation')) {
    return (
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    );
  }

  const groups = menuGroups(role, {
    hasCourse: session.selectedCourse !== null,
    isAdmin: session.isAdmin,
    anyLive,
  });

  const handleItemClick = (entry: MenuEntry) => {
    setDrawerOpen(false);
    if (entry.key === 'logout') {
      void logout().then(() => {
        queryClient.clear();
        void navigate(paths.about, { replace: true });
      });
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <AppBar
        position="sticky"
        color="default"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar>
          <IconButton
            color="inherit"
            edge="start"
            aria-label={text.nav.openMenu}
            onClick={() => setDrawerOpen(true)}
            sx={{ mr: 1, display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Button
            component={Link}
            to={homePathFor(role)}
            color="inherit"
            aria-label={text.common.homeLink}
            startIcon={<Logo size={32} />}
            sx={{ textTransform: 'none' }}
          >
            <Typography
              variant="h6"
              component="span"
              sx={{ fontWeight: 700, display: { xs: 'none', sm: 'inline' } }}
            >
              {text.common.productName}
            </Typography>
          </Button>
          <Box sx={{ flex: 1 }} />
          <OpenInNewWindow />
          <LiveButton role={role} />
          <WhoAmI />
          {session.selectedCourse && <NotificationBell role={role} />}
        </Toolbar>
      </AppBar>

      <Drawer
        variant="temporary"
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: MENU_WIDTH } }}
      >
        <SideMenu groups={groups} onItemClick={handleItemClick} />
      </Drawer>

      <Box sx={{ display: 'flex', flex: 1 }}>
        <Box
          sx={{
            display: { xs: 'none', md: 'block' },
            width: MENU_WIDTH,
            flexShrink: 0,
            borderRight: 1,
            borderColor: 'divider',
          }}
        >
          <SideMenu groups={groups} onItemClick={handleItemClick} />
        </Box>
        <Box component="main" id="main" sx={{ flex: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
          <AppBreadcrumbs role={role} />
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
      <Footer />
    </Box>
  );
}
