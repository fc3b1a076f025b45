import {
  AppError,
  type ApplicationStage,
  AUTH_MSG,
  hasStaffRole,
  IMAGE_WIDTHS,
  imageUrl,
  isRowId,
  MSG,
  type PublicUser,
  STAGE_LABELS,
} from '@campito/core';
import { adoptionRequests, fosterApplications, sessions, users, volunteers } from '@campito/db';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { ServiceDeps } from '../../context';
import { removeUnusedImages } from '../../media/unused-images';
import {
  discardUploads,
  processUploads,
  type RequestForm,
  readRequestForm,
  type UploadedFile,
  uploadTmpDir,
} from '../../media/uploads';
import { diffRecords, writeAudit } from '../admin/audit';
import type { ApplicantStep, ApplicationsService } from '../applications/applications.service';
import type { SessionUser } from '../auth/session.service';
import type { RateLimitService, RateRule } from '../security/rate-limit.service';

/** New profile photos per account (each one is decoded and re-encoded): plenty for choosing one. */
export const PROFILE_PHOTO_RATE: RateRule = { name: 'profile-photo', max: 10, windowMs: 3600_000 };

export type UserRow = typeof users.$inferSelect;

/** What the browser may keep and show (docs/product.md §3): never the hash, the OIDC subject or timestamps. */
export function toPublicUser(
  row: Pick<UserRow, 'id' | 'name' | 'email' | 'image' | 'phone' | 'birthday' | 'roles'>,
): PublicUser {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    image: row.image,
    phone: row.phone,
    birthday: row.birthday,
    roles: row.roles,
  };
}

/** A user as staff see it in GET /api/users: the public profile plus account state, no secrets. */
export interface UserListItem extends PublicUser {
  isDelete: boolean;
  google: boolean;
  createdAt: string;
}

/** The first step of every request's history, as the applicant reads it. */
const SENT_LABEL = 'Enviada';

export interface Application {
  kind: 'adopcion' | 'voluntariado' | 'transito';
  id: string;
  /** The dog's name for adoptions. */
  nameDog: string | null;
  date: string;
  isPending: boolean;
  /** Where the review stands, in words (core's STAGE_LABELS). */
  stageLabel: string;
  /** The review's steps so far, oldest first: "Enviada" and each stage change (never staff notes). */
  steps: ApplicantStep[];
}

export interface ProfileChanges {
  phone?: string | null;
  birthday?: string | null;
  image?: string | null;
}

export const USER_NOT_FOUND = 'No encontramos ese usuario.';

/** The signed-in person writing a user's record. */
export type UserWriter = Pick<SessionUser, 'id' | 'email' | 'roles'>;

/**
 * The one rule for writing a user's record (issue 14), whatever the door: PUT /api/users/:id, the page
 * /profile/edit/:id and the admin's users resource. Everyone may change their own account; staff may
 * change other people's, but only a superAdmin touches another staff account (admin or superAdmin).
 * Returns why the write is refused, or null when it is allowed.
 */
function editRefusal(actor: Pick<UserWriter, 'id' | 'roles'>, target: Pick<UserRow, 'id' | 'roles'>) {
  if (actor.id === target.id) return null;
  if (!hasStaffRole(actor.roles)) return MSG.noAccess;
  if (hasStaffRole(target.roles) && !actor.roles.includes('superAdmin')) return MSG.onlySuperAdminStaff;
  return null;
}

/** May `actor` write `target`'s record? (the rule above, for pages that decide what to show). */
const mayEditUser = (actor: Pick<UserWriter, 'id' | 'roles'>, target: Pick<UserRow, 'id' | 'roles'>) =>
  editRefusal(actor, target) === null;

/** The rule above as a guard: a Spanish 403 when `actor` may not write `target`'s record. */
function assertMayEditUser(
  actor: Pick<UserWriter, 'id' | 'roles'>,
  target: Pick<UserRow, 'id' | 'roles'>,
): void {
  const refusal = editRefusal(actor, target);
  if (refusal) throw new AppError(403, refusal);
}

/** The audit log's name for user records (the admin resource's, so both doors share one history). */
const AUDIT_RESOURCE = 'users';
const profileFields = (row: UserRow) => ({ image: row.image, phone: row.phone, birthday: row.birthday });

/** Users as records: profiles, the staff list, profile edits and the applications a person sent. */
export function createUsersService(
  deps: ServiceDeps,
  { rateLimit, applications }: { rateLimit: RateLimitService; applications: ApplicationsService },
) {
  const { db, storage, config } = deps;
  async function findById(id: string): Promise<UserRow | null> {
    if (!isRowId(id)) return null;
    const [row] = await db.select().from(users).where(eq(users.id, id));
    return row ?? null;
  }

  return {
    findById,
    mayEdit: mayEditUser,
    assertMayEdit: assertMayEditUser,

    async findByEmail(email: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
      return row ?? null;
    },

    async getPublic(id: string): Promise<PublicUser | null> {
      const row = await findById(id);
      return row ? toPublicUser(row) : null;
    },

    async list(page: { limit: number; offset: number }): Promise<{ users: UserListItem[]; total: number }> {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(users)
          .orderBy(desc(users.createdAt), users.id)
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(users),
      ]);
      return {
        users: rows.map((r) => ({
          ...toPublicUser(r),
          isDelete: r.isDelete,
          google: r.oidcSubject !== null,
          createdAt: r.createdAt.toISOString(),
        })),
        total: Number(total?.n ?? 0),
      };
    },

    /**
     * Saves image, phone and birthday — the only fields a person may change (docs/product.md §10.4) — when `actor`
     * may write this account (assertMayEditUser). An uploaded photo goes through the same pipeline as dog
     * photos; the profile keeps its 320 px rendition. A change to someone else's account is written to
     * the audit log in the same transaction; a person's edit of their own profile is not audited.
     */
    async updateProfile(
      actor: UserWriter,
      id: string,
      changes: ProfileChanges,
      upload?: UploadedFile,
    ): Promise<PublicUser> {
      const current = await findById(id);
      if (!current) throw new AppError(404, USER_NOT_FOUND);
      assertMayEditUser(actor, current);
      const set: ProfileChanges = {};
      if (changes.phone !== undefined) set.phone = changes.phone;
      if (changes.birthday !== undefined) set.birthday = changes.birthday;
      // The photo is the one uploaded with this request, or none: `image` may send back the current one
      // (nothing changes) or null (no photo), never the path of other media — someone else's photo, a
      // dog's — which would then show as this person's (issue 39).
      if (changes.image !== undefined && changes.image !== current.image) {
        if (changes.image) {
          if (upload) await discardUploads([upload]);
          throw new AppError(400, AUTH_MSG.imageUpload, { image: AUTH_MSG.imageUpload });
        }
        set.image = null;
      }
      if (upload) {
        await rateLimit.consume(PROFILE_PHOTO_RATE, actor.id).catch(async (error: unknown) => {
          await discardUploads([upload]);
          throw error;
        });
        const [ref] = await processUploads([upload], storage, { field: 'image', alt: () => current.name });
        set.image = imageUrl(ref!, ref!.widths[0] ?? IMAGE_WIDTHS[0]);
      }
      if (Object.keys(set).length === 0) return toPublicUser(current);
      // The photo just made, if the save fails, and the one it replaces, once saved: unless another
      // record shows them, their files go.
      const replaced = set.image !== undefined ? current.image : null;
      const row = await db
        .transaction(async (tx) => {
          // Locked and checked again: the roles may have changed while the photo was processed.
          const [before] = await tx.select().from(users).where(eq(users.id, id)).for('update');
          if (!before) throw new AppError(404, USER_NOT_FOUND);
          assertMayEditUser(actor, before);
          const [after] = await tx.update(users).set(set).where(eq(users.id, id)).returning();
          const diff = diffRecords(profileFields(before), profileFields(after!));
          if (actor.id !== id && Object.keys(diff).length > 0) {
            await writeAudit(tx, actor, {
              action: 'update',
              resource: AUDIT_RESOURCE,
              recordId: id,
              changes: diff,
              record: after!,
            });
          }
          return after!;
        })
        .catch(async (error: unknown) => {
          if (upload) await removeUnusedImages(db, storage, [set.image]);
          throw error;
        });
      // Roles and names show in this instance's kept sessions until the change feed brings the news.
      deps.changes.announce('users');
      if (replaced && replaced !== row.image) await removeUnusedImages(db, storage, [replaced]);
      return toPublicUser(row);
    },

    /**
     * The profile form posted to a page action, read as it streams: text fields, and the photo (field
     * "image") in a temporary file, with the upload limits. Too big → `fileError`. The page hands the
     * file to updateProfile and calls discardUploads when done, whatever happened.
     */
    readProfileForm(request: Request): Promise<RequestForm> {
      return readRequestForm(request, { field: 'image', maxFiles: 1, tmpDir: uploadTmpDir(config.dataDir) });
    },

    /** Removes the temporary files of a form (idempotent). */
    discardUploads,

    /** Disables or re-enables an account; disabling ends every session at once. */
    async setDisabled(id: string, disabled: boolean): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ isDelete: disabled }).where(eq(users.id, id));
        if (disabled) await tx.delete(sessions).where(eq(sessions.userId, id));
      });
      deps.changes.announce('users');
    },

    /**
     * The adoption, volunteer and foster applications sent with this account's email, newest first — only once
     * the person proved the email is theirs (issue 14: anyone may type any email into a form, and
     * registering does not prove the address). Unverified → `emailVerified: false` and no items.
     */
    async applications(userId: string): Promise<{ emailVerified: boolean; items: Application[] }> {
      const owner = await findById(userId);
      if (!owner?.emailVerifiedAt || owner.isDelete) return { emailVerified: false, items: [] };
      const normalized = owner.email.trim().toLowerCase();
      // Volunteer and foster applications (issue 38) have the same columns: one query each.
      const sentWith = (table: typeof volunteers | typeof fosterApplications) => {
        const t = table as typeof volunteers;
        return db
          .select({ id: t.id, date: t.date, isPending: t.isPending, stage: t.stage })
          .from(t)
          .where(and(eq(sql`lower(${t.email})`, normalized), eq(t.isDelete, false)))
          .orderBy(desc(t.date))
          .limit(100);
      };
      const [adoptions, volunteering, fostering] = await Promise.all([
        db
          .select({
            id: adoptionRequests.id,
            nameDog: adoptionRequests.nameDog,
            date: adoptionRequests.date,
            isPending: adoptionRequests.isPending,
            stage: adoptionRequests.stage,
          })
          .from(adoptionRequests)
          .where(
            and(eq(sql`lower(${adoptionRequests.email})`, normalized), eq(adoptionRequests.isDelete, false)),
          )
          .orderBy(desc(adoptionRequests.date))
          .limit(100),
        sentWith(volunteers),
        sentWith(fosterApplications),
      ]);
      const [adoptionSteps, volunteerSteps, fosterSteps] = await Promise.all([
        applications.applicantSteps(
          'adoption',
          adoptions.map((a) => a.id),
        ),
        applications.applicantSteps(
          'volunteer',
          volunteering.map((v) => v.id),
        ),
        applications.applicantSteps(
          'foster',
          fostering.map((f) => f.id),
        ),
      ]);
      const stepsOf = (date: Date, steps: ApplicantStep[] | undefined): ApplicantStep[] => [
        { stage: 'nueva', label: SENT_LABEL, at: date.toISOString() },
        ...(steps ?? []),
      ];
      const list: Application[] = [
        ...adoptions.map((a) => ({
          kind: 'adopcion' as const,
          id: a.id,
          nameDog: a.nameDog,
          date: a.date.toISOString(),
          isPending: a.isPending,
          stageLabel: STAGE_LABELS[a.stage as ApplicationStage] ?? a.stage,
          steps: stepsOf(a.date, adoptionSteps.get(a.id)),
        })),
        ...[
          ...volunteering.map((v) => ({ ...v, kind: 'voluntariado' as const, steps: volunteerSteps })),
          ...fostering.map((f) => ({ ...f, kind: 'transito' as const, steps: fosterSteps })),
        ].map((v) => ({
          kind: v.kind,
          id: v.id,
          nameDog: null,
          date: v.date.toISOString(),
          isPending: v.isPending,
          stageLabel: STAGE_LABELS[v.stage as ApplicationStage] ?? v.stage,
          steps: stepsOf(v.date, v.steps.get(v.id)),
        })),
      ];
      return { emailVerified: true, items: list.sort((a, b) => b.date.localeCompare(a.date)) };
    },
  };
}
