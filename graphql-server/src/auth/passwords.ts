import argon2 from 'argon2';

// argon2id with the library defaults (64 MiB, t=3, p=4), as ARCHITECTURE.md asks.
export const hashPassword = (password: string) => argon2.hash(password, { type: argon2.argon2id });

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

// Verifying against this when the username is unknown keeps both answers equally slow.
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = () => {
  dummyHash ??= hashPassword('not-a-real-password-used-for-timing');
  return dummyHash;
};
