import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEV_SESSION_SECRET, ENV_VARIABLE_NAMES } from '../src/config/env';
import { DEV_REALTIME_APP_SECRET } from '../src/modules/realtime/realtime.config';

/**
 * scripts/check-client-secrets.mjs looks for the server's secrets in the built web app, from the
 * list in scripts/client-secrets.json. This keeps that list complete as the server grows.
 */
const listFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../scripts/client-secrets.json',
);
const list = JSON.parse(fs.readFileSync(listFile, 'utf8')) as {
  envNames: string[];
  devDefaults: string[];
};

/** Names that hold a credential: keys, secrets, passwords, tokens, connection strings. */
const SECRET_NAME = /SECRET|PASSWORD|TOKEN|API_KEY|PRIVATE_KEY|^(DATABASE|REDIS|SMTP)_URL$/;

describe('the list of secrets kept out of the browser', () => {
  it('names every secret the server reads', () => {
    const secrets = ENV_VARIABLE_NAMES.filter((name) => SECRET_NAME.test(name));
    expect(secrets.length).toBeGreaterThan(5);
    expect(list.envNames).toEqual(expect.arrayContaining(secrets));
  });

  it("holds the server's development default secrets", () => {
    expect(list.devDefaults).toEqual(
      expect.arrayContaining([DEV_SESSION_SECRET, DEV_REALTIME_APP_SECRET]),
    );
  });
});
