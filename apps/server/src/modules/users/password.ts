import { createRequire } from 'node:module';
import { AppError, AUTH_MSG } from '@campito/core';
import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's recommended minimum (19 MiB, 2 passes): strong yet quick on a 2-core machine.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * The most common passwords, lower-cased (zxcvbn-ts's list, about 49,000, shipped in the npm package: no
 * network). Loaded the first time a password is chosen, not at start-up: about 3 MB of memory and 30 ms that
 * an instance serving only pages never spends. Server-side only: the list never reaches a browser.
 */
let commonPasswords: readonly string[] | undefined;
function common(): readonly string[] {
  if (!commonPasswords) {
    const { dictionary } = createRequire(import.meta.url)(
      '@zxcvbn-ts/language-common',
    ) as typeof import('@zxcvbn-ts/language-common');
    commonPasswords = dictionary['passwords-common'];
  }
  return commonPasswords;
}

/** Whether `pass` is on the list of the most common passwords, whatever its case. */
function isCommonPassword(pass: string): boolean {
  // A scan of the list costs well under a millisecond next to the hash that follows, and no second copy.
  return common().includes(pass.toLowerCase());
}

/**
 * Refuses a new password that is on the list of the most common ones, with a 400 whose message is on
 * `field`. Called wherever a password is chosen (registration, a reset link, staff creating an account,
 * confirming an email while choosing the password), after the schema's rules and before hashing.
 */
export function assertPasswordNotCommon(pass: string, field = 'pass'): void {
  if (isCommonPassword(pass)) {
    throw new AppError(400, AUTH_MSG.passwordCommon, { [field]: AUTH_MSG.passwordCommon });
  }
}
