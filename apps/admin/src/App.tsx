import { lazy, Suspense } from 'react';
import { Admin, CustomRoutes, defaultTheme, Loading, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import adoptions from './adoptions';
import { commitments, returns } from './after-adoption';
import audit from './audit';
import { campaigns, campaignUpdates } from './campaigns';
import contacts from './contacts';
import contributions from './contributions';
import { Dashboard } from './dashboard/Dashboard';
import dogUpdates from './dog-updates';
import dogs from './dogs';
import escolar from './escolar';
import events from './events';
import { followups } from './followups';
import fosterApplications from './foster-applications';
import fosterPlacements from './foster-placements';
import fosterUpdates from './foster-updates';
import { i18nProvider } from './i18n/provider';
import interfaces from './interfaces';
import { Layout } from './layout/Layout';
import mailTemplates from './mail-templates';
import mails from './mails';
import { dropPoints, needPledges, needs } from './needs';
import press from './press';
import { authProvider } from './providers/auth-provider';
import { dataProvider } from './providers/data-provider';
import schoolRequests from './school-requests';
import subscriptions from './subscriptions';
import supplyRequests from './supply-requests';
import users from './users';
import volunteers from './volunteers';

// A wider sidebar: the menu's Spanish labels ("Educación & Conciencia") fit whole. The site's green and a
// darker red replace react-admin's blues and red, which fail WCAG AA contrast (3.1:1 white on the top bar,
// 4.4:1 for text buttons, 3.8:1 for "Archivar"); these give ≥ 5:1 (e2e/admin/accessibility.spec.ts).
const theme = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#2d5a33' },
    secondary: { main: '#24482a' },
    error: { main: '#b71c1c' },
  },
  sidebar: { width: 255, closedWidth: 55 },
};

// The statistics and their charts (recharts and d3, a quarter of the panel's code) load when opened, so
// every other screen starts without parsing them.
const StatsPage = lazy(() => import('./stats/StatsPage').then((m) => ({ default: m.StatsPage })));

export function App() {
  return (
    <Admin
      title="El Campito · Administración"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      theme={theme}
      layout={Layout}
      dashboard={Dashboard}
      loginPage={false}
      requireAuth
      disableTelemetry
    >
      <Resource name="dogs" {...dogs} />
      <Resource name="adoptions" {...adoptions} />
      <Resource name="followups" {...followups} />
      <Resource name="commitments" {...commitments} />
      <Resource name="returns" {...returns} />
      <Resource name="foster-placements" {...fosterPlacements} />
      <Resource name="foster-updates" {...fosterUpdates} />
      <Resource name="supply-requests" {...supplyRequests} />
      <Resource name="volunteers" {...volunteers} />
      <Resource name="foster-applications" {...fosterApplications} />
      <Resource name="events" {...events} options={{ label: 'Visitas y eventos' }} />
      <Resource name="school-requests" {...schoolRequests} />
      <Resource name="contacts" {...contacts} />
      <Resource name="contributions" {...contributions} />
      <Resource name="subscriptions" {...subscriptions} />
      <Resource name="dog-updates" {...dogUpdates} />
      <Resource name="needs" {...needs} />
      <Resource name="need-pledges" {...needPledges} />
      <Resource name="drop-points" {...dropPoints} />
      <Resource name="campaigns" {...campaigns} />
      <Resource name="campaign-updates" {...campaignUpdates} />
      <Resource name="press" {...press} />
      <Resource name="escolar" {...escolar} />
      <Resource name="interfaces" {...interfaces} />
      <Resource name="users" {...users} />
      <Resource name="audit" {...audit} />
      <Resource name="mails" {...mails} />
      <Resource name="mail-templates" {...mailTemplates} />
      <CustomRoutes>
        <Route
          path="/stats"
          element={
            <Suspense fallback={<Loading />}>
              <StatsPage />
            </Suspense>
          }
        />
      </CustomRoutes>
    </Admin>
  );
}
