import BarChartIcon from '@mui/icons-material/BarChart';
import OpenInNewIcon from '@mui/icons-material/Home';
import { Button } from '@mui/material';
import type { ReactNode } from 'react';
import { AppBar, Menu, Layout as RaLayout, TitlePortal } from 'react-admin';

function SiteAppBar() {
  return (
    <AppBar>
      <TitlePortal />
      {/* Back to the public site (a full page load, outside the panel). */}
      <Button color="inherit" href="/" startIcon={<OpenInNewIcon />}>
        Volver al sitio
      </Button>
    </AppBar>
  );
}

function SiteMenu() {
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.ResourceItems />
      <Menu.Item to="/stats" primaryText="Estadísticas" leftIcon={<BarChartIcon />} />
    </Menu>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <RaLayout appBar={SiteAppBar} menu={SiteMenu}>
      {children}
    </RaLayout>
  );
}
