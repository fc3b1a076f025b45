import BarChartIcon from '@mui/icons-material/BarChart';
import OpenInNewIcon from '@mui/icons-material/Home';
import { Button, IconButton, Tooltip } from '@mui/material';
import { type ReactNode, useEffect } from 'react';
import { AppBar, LoadingIndicator, Menu, Layout as RaLayout, TitlePortal } from 'react-admin';
import { usePhone } from '../components/ResponsiveList';

/**
 * react-admin's refresh button with its spinner, which shows while any query loads: the spinner (a MUI
 * progressbar) gets a name, or screen readers meet an unnamed progressbar each time the panel refetches.
 * The panel has one locale and one theme, so this is all the default toolbar holds.
 */
const toolbar = <LoadingIndicator {...{ 'aria-label': 'Cargando' }} />;

function SiteAppBar() {
  const phone = usePhone();
  return (
    <AppBar toolbar={toolbar}>
      <TitlePortal />
      {/* Back to the public site (a full page load, outside the panel); on a phone, its icon only. */}
      {phone ? (
        <Tooltip title="Volver al sitio">
          <IconButton color="inherit" href="/" aria-label="Volver al sitio">
            <OpenInNewIcon />
          </IconButton>
        </Tooltip>
      ) : (
        <Button color="inherit" href="/" startIcon={<OpenInNewIcon />}>
          Volver al sitio
        </Button>
      )}
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

/**
 * react-admin 5.15's DatagridRow puts "Seleccionar esta fila" on the checkbox's wrapper <span> instead of
 * its <input>: the input has no name and the span an ARIA label it may not carry (axe: `label`,
 * `aria-prohibited-attr`). Until react-admin fixes it (it did for the select-all checkbox), move the label
 * where it belongs whenever rows appear. React leaves the attributes alone: the prop never changes.
 */
function useRowCheckboxLabels() {
  useEffect(() => {
    const fix = () => {
      for (const wrapper of document.querySelectorAll<HTMLElement>('span.RaDatagrid-checkbox[aria-label]')) {
        const input = wrapper.querySelector('input');
        if (!input) continue;
        input.setAttribute('aria-label', wrapper.getAttribute('aria-label') ?? '');
        wrapper.removeAttribute('aria-label');
      }
    };
    fix();
    const observer = new MutationObserver(fix);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
}

export function Layout({ children }: { children: ReactNode }) {
  useRowCheckboxLabels();
  return (
    <RaLayout appBar={SiteAppBar} menu={SiteMenu}>
      {children}
    </RaLayout>
  );
}
