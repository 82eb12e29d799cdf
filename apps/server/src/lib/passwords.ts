import { hash, verify } from '@node-rs/argon2';

export interface TPasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
  /** Spends the time of one verification, so unknown usernames answer as slowly as known ones. */
  burn(password: string): Promise<void>;
}

/** argon2id with the configured cost (tests lower the cost, never skip the hashing). */
export function createPasswordHasher(cost: {
  memoryCost: number;
  timeCost: number;
}): TPasswordHasher {
  const options = { memoryCost: cost.memoryCost, timeCost: cost.timeCost, parallelism: 1 };
  let dummyHash: Promise<string> | null = null;
  return {
    hash: (password) => hash(password, options),
    verify: async (passwordHash, password) => {
      try {
        return await verify(passwordHash, password);
      } catch {
        // A malformed stored hash must read as "wrong password", never as a server error.
        return false;
      }
    },
    burn: async (password) => {
      dummyHash ??= hash('not-a-real-password', options);
      await verify(await dummyHash, password).catch(() => false);
    },
  };
}
