import type { ServiceDeps } from './context';
import { createAdoptionsService } from './modules/adoptions/adoptions.service';
import { createCommitmentsService } from './modules/after-adoption/commitments.service';
import { createContractsService } from './modules/after-adoption/contracts.service';
import { createFollowupsService } from './modules/after-adoption/followups.service';
import { createMyAdoptionsService } from './modules/after-adoption/my-adoptions.service';
import { createAlertsService } from './modules/alerts/alerts.service';
import { createApplicationsService } from './modules/applications/applications.service';
import { createAuthService } from './modules/auth/auth.service';
import { createSessionService } from './modules/auth/session.service';
import { createCampaignsService } from './modules/campaigns/campaigns.service';
import { createCertificatesService } from './modules/certificates/certificates.service';
import { createContactService } from './modules/contact/contact.service';
import { createContentService } from './modules/content/content.service';
import { createDogsService } from './modules/dogs/dogs.service';
import { createDraftsService } from './modules/drafts/drafts.service';
import { createFavoritesService } from './modules/favorites/favorites.service';
import { createFormPipeline } from './modules/forms/pipeline';
import { createFosterApplicationsService } from './modules/fosters/foster-applications.service';
import { createFosterReminders } from './modules/fosters/foster-reminders';
import { createFosterPortal } from './modules/fosters/portal.service';
import { createSupplies } from './modules/fosters/supplies.service';
import { createImpactService } from './modules/impact/impact.service';
import { createNeedsService } from './modules/needs/needs.service';
import { createDonorsService } from './modules/payments/donors.service';
import { createPaymentsService } from './modules/payments/payments.service';
import { createIncreases } from './modules/payments/subscriptions/increases';
import { createPlanLinks } from './modules/payments/subscriptions/links';
import { createPledges } from './modules/payments/subscriptions/pledges';
import { createTransfersService } from './modules/payments/transfers.service';
import { createSchoolTalksService } from './modules/school-talks/school-talks.service';
import { createRateLimitService } from './modules/security/rate-limit.service';
import { createShareImagesService } from './modules/share-images/share-images.service';
import { createHours } from './modules/shifts/hours';
import { createShifts } from './modules/shifts/shifts.service';
import { createSiteService } from './modules/site/site.service';
import { createSponsorshipService } from './modules/sponsorship/sponsorship.service';
import { createUsersService } from './modules/users/users.service';
import { createVisitsService } from './modules/visits/visits.service';
import { createVolunteersService } from './modules/volunteers/volunteers.service';

/** Every domain service, built once per process and shared by the REST API and the pages. */
export function createServices(deps: ServiceDeps) {
  // Services other services use are built first and passed in, never built again inside them.
  const sessions = createSessionService(deps);
  const rateLimit = createRateLimitService(deps);
  const dogs = createDogsService(deps, { rateLimit });
  const pipeline = createFormPipeline(deps, { rateLimit });
  const applications = createApplicationsService(deps);
  const site = createSiteService(deps);
  const pledges = createPledges(deps, { dogs, pipeline, site });
  const sponsorship = createSponsorshipService(deps);
  const campaigns = createCampaignsService(deps, { unsubscribeLink: sponsorship.unsubscribeLink });
  const contracts = createContractsService(deps);
  const followups = createFollowupsService(deps);
  const commitments = createCommitmentsService(deps);
  const visits = createVisitsService(deps, { rateLimit, site });
  return {
    dogs,
    sessions,
    rateLimit,
    site,
    payments: createPaymentsService(deps, { dogs, rateLimit, campaigns }),
    sponsorship,
    campaigns,
    adoptions: createAdoptionsService(deps, { dogs, pipeline }),
    contracts,
    followups,
    commitments,
    myAdoptions: createMyAdoptionsService(deps, {
      contract: contracts.link,
      followup: followups.link,
      commitment: commitments.link,
    }),
    applications,
    volunteers: createVolunteersService(deps, { pipeline }),
    // Issue 38: «Ser hogar de tránsito».
    fosterApplications: createFosterApplicationsService(deps, { pipeline }),
    contact: createContactService(deps, { pipeline }),
    schoolTalks: createSchoolTalksService(deps, { pipeline }),
    transfers: createTransfersService(deps, { dogs, pipeline, pledges, campaigns }),
    pledges,
    increases: createIncreases(deps, { site, links: createPlanLinks(deps.config) }),
    donors: createDonorsService(deps),
    certificates: createCertificatesService(deps, { site }),
    needs: createNeedsService(deps, { pipeline }),
    impact: createImpactService(deps),
    alerts: createAlertsService(deps, { rateLimit }),
    visits,
    // Issue 38: volunteer shifts are dates of the calendar (ADR 016), and their hours.
    shifts: createShifts(deps, { links: visits.links, bookingLinks: visits }),
    hours: createHours(deps, { site }),
    // Issue 38: the foster's page, their supply requests and the weekly mail.
    fosterPortal: createFosterPortal(deps, { rateLimit }),
    supplies: createSupplies(deps, { rateLimit }),
    fosterReminders: createFosterReminders(deps),
    content: createContentService(deps),
    auth: createAuthService(deps, { sessions, rateLimit }),
    users: createUsersService(deps, { rateLimit, applications }),
    favorites: createFavoritesService(deps, { dogs, rateLimit }),
    drafts: createDraftsService(deps, { rateLimit }),
    shareImages: createShareImagesService(deps, { dogs }),
  };
}

export type Services = ReturnType<typeof createServices>;
