import type { PublicUser } from '@campito/core';

/** The profile photo, or the person's initial when there is none. */
export function Avatar({ user, size }: { user: Pick<PublicUser, 'name' | 'image'>; size: number }) {
  if (user.image) {
    return (
      <img
        className="avatar"
        src={user.image}
        width={size}
        height={size}
        alt={`Foto de perfil de ${user.name}`}
      />
    );
  }
  return (
    <span className="avatar avatar-initial" style={{ width: size, height: size }} aria-hidden="true">
      {user.name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
