// @vitest-environment node
/**
 * The backend contract suite against the Firebase adapter, on the emulators.
 * Runs when the Auth and Firestore emulators are reachable — as inside
 * `npm run test:rules` (Java 21) — and skips with one line otherwise; the tests
 * of files (uploads, backups) run only when the Storage emulator is reachable too.
 *
 * Firestore: firestore.rules, plus rules that open the scratch collections the
 * contract writes (`contract_*`, not part of the schema) with the revisions and
 * trash entries of their documents. Unlike firestore.rules, these let a revision
 * be overwritten: the contract's racing saves must keep every revision without
 * the rules' help. The backup's round trip runs on the site's own documents,
 * under the real rules.
 * Storage: the real storage.rules apply, so the owner gets the admin claim.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe } from 'vitest';
import { createFirebaseBackend } from '../../src/backend/firebase';
import { describeBackendContract } from './contract';
import {
  AUTH_HOST,
  clearAccounts,
  createUser,
  emulatorConfig,
  FIRESTORE_HOST,
  PROJECT_ID,
  setClaims,
  STORAGE_HOST,
} from '../firebase/emulatorEnv';

const reachable = !!(FIRESTORE_HOST && AUTH_HOST);
if (!reachable)
  console.info(
    'Firebase contract suite skipped: FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST are not both set (run `npm run test:rules`).',
  );

const SCRATCH = `
    match /{collection}/{id} {
      allow read, write: if collection.matches('contract_[0-9]+');
    }
    match /revisions/{key}/entries/{seq} {
      allow read: if true;
      allow write: if key.matches('contract_[0-9]+~.+');
    }
    match /trash/{key} {
      allow read: if true;
      allow create, delete: if key.matches('contract_[0-9]+~.+');
    }
`;
/** The real rules with the scratch matches inside their `documents` block (a request is allowed when any match allows it). */
const RULES = readFileSync(fileURLToPath(new URL('../../firestore.rules', import.meta.url)), 'utf8').replace(
  /\}\s*\}\s*$/,
  `${SCRATCH}  }\n}\n`,
);

const owner = { email: 'contract-owner@locanda.test', password: 'contract-password-1' };

describe.skipIf(!reachable)('Firebase adapter on the emulators', () => {
  let env: RulesTestEnvironment;
  let n = 0;

  beforeAll(async () => {
    const [host, port] = FIRESTORE_HOST!.split(':');
    env = await initializeTestEnvironment({
      projectId: PROJECT_ID,
      firestore: { rules: RULES, host, port: Number(port) },
    });
    await clearAccounts();
    const uid = await createUser(owner.email, owner.password);
    await setClaims(uid, { admin: true });
  });
  afterAll(async () => {
    await env?.clearFirestore();
    await env?.cleanup();
  });

  describeBackendContract(
    'firebase',
    async () => {
      const backend = createFirebaseBackend(emulatorConfig(), {
        appName: `contract-${++n}`,
        emulators: { auth: AUTH_HOST, firestore: FIRESTORE_HOST, storage: STORAGE_HOST },
        markerStorage: null,
      });
      return { backend, owner, scratch: `contract_${n}`, dispose: () => backend.dispose() };
    },
    { files: !!STORAGE_HOST },
  );
});
