import {
  AUTH_MSG,
  type FieldErrors,
  isAppError,
  type PageHandle,
  type PublicUser,
  parseWith,
  profileEditSchema,
} from '@campito/core';
import type { HeadersFunction } from 'react-router';
import { data, redirect, useLoaderData } from 'react-router';
import { ProfileEditForm } from '../components/account/profile-edit-form';
import { NoAccess, noAccessMeta } from '../components/no-access';
import { hasStaffRole } from '../lib/account';
import { pageMeta, pageTitle } from '../lib/meta';
import type { Route } from './+types/profile-edit';

const TITLE = 'Editar perfil';

export const handle: PageHandle = { body: { files: 1 } };

export const meta: Route.MetaFunction = ({ data }) =>
  !data || data.denied
    ? noAccessMeta(pageTitle)
    : pageMeta(TITLE, 'Actualizá los datos de tu cuenta de El Campito.', { noIndex: true });

export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export type ProfileEditAnswer =
  | { ok: true; message: string; user: PublicUser; self: boolean }
  | { ok: false; error: string | null; errors: FieldErrors; values: Record<string, string> };

/** Own profile, or any profile for staff (docs/product.md §2.2, §10.4); anyone else gets the no-access page. */
function allowed(context: Route.LoaderArgs['context'], id: string | undefined) {
  const user = context.user;
  return !!user && !!id && (user.id === id || hasStaffRole(user.roles));
}

export async function loader({ context, params }: Route.LoaderArgs) {
  if (context.user && !params.id) throw redirect(`/profile/edit/${context.user.id}`);
  if (!allowed(context, params.id)) return data({ denied: true as const }, { status: 403 });
  const { users } = context.services;
  const target = await users.getPublic(params.id!);
  if (!target) throw data(null, { status: 404 });
  // Another staff account is for a superAdmin only (the users service's rule): no form to fill in vain.
  if (!users.mayEdit(context.user!, { id: target._id, roles: target.roles })) {
    return data({ denied: true as const }, { status: 403 });
  }
  return { denied: false as const, target, self: target._id === context.user!.id };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  if (!allowed(context, params.id)) {
    return data<ProfileEditAnswer>(
      { ok: false, error: AUTH_MSG.noAccess, errors: {}, values: {} },
      { status: 403 },
    );
  }
  const users = context.services.users;
  // Read as it streams: the photo goes to a temporary file, never whole into memory (issue 14).
  let form: Awaited<ReturnType<typeof users.readProfileForm>> | undefined;
  let values: Record<string, string> = {};
  try {
    form = await users.readProfileForm(request);
    values = Object.fromEntries(
      Object.entries(form.fields).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
    const parsed = parseWith(profileEditSchema, { phone: values.phone, birthday: values.birthday });
    if (!parsed.ok) {
      return data<ProfileEditAnswer>(
        { ok: false, error: null, errors: parsed.errors, values },
        { status: 400 },
      );
    }
    if (form.fileError) {
      return data<ProfileEditAnswer>(
        { ok: false, error: null, errors: { image: form.fileError }, values },
        { status: 400 },
      );
    }
    const user = await users.updateProfile(context.user!, params.id!, parsed.data, form.files[0]);
    return data<ProfileEditAnswer>({
      ok: true,
      message: AUTH_MSG.saved,
      user,
      self: user._id === context.user!.id,
    });
  } catch (err) {
    // A 4xx, or the 503 of a full image queue (it says when to come back).
    if (!isAppError(err)) throw err;
    const { statusCode, message, headers } = err;
    const errors: FieldErrors = err.errors ?? {};
    return data<ProfileEditAnswer>(
      { ok: false, error: Object.keys(errors).length ? null : message, errors, values },
      { status: statusCode, headers },
    );
  } finally {
    if (form) await users.discardUploads(form.files);
  }
}

export default function ProfileEditPage() {
  const loaded = useLoaderData<typeof loader>();
  if (loaded.denied) return <NoAccess />;
  return (
    <div className="container page account-page">
      <h1>{TITLE}</h1>
      <ProfileEditForm target={loaded.target} self={loaded.self} />
    </div>
  );
}
