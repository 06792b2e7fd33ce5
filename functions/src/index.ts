/**
 * Cloud Functions for Firebase (2nd generation, Node 22): publishing (docs/publishing.md) and the
 * calendar reader (docs/availability.md). Deployed by
 * `npm run deploy`, which bundles this file into functions/lib/index.js and puts the build's renderer in
 * functions/site/.
 */
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getFunctions } from 'firebase-admin/functions';
import { defineFunctions, REGION, type Deps } from './functions';
import { hostingClient } from './hosting';
import { taskQueueEnqueue } from './queue';
import { ownerClaim } from './owners';
import { loadRenderer } from './renderer';
import { sitePictures } from './previews';
import { firestoreContent, firestoreStore } from './store';
import { defineCalendarFunctions, productionReaderDeps } from './calendarFunctions';

const app = initializeApp();
let deps: Deps | undefined;

function productionDeps(): Deps {
  const db = getFirestore(app);
  const project = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT ?? app.options.projectId ?? '';
  const credential = app.options.credential!;
  return {
    store: firestoreStore(db),
    content: firestoreContent(db),
    hosting: hostingClient({ project, token: async () => (await credential.getAccessToken()).access_token }),
    renderer: loadRenderer(new URL('../site/', import.meta.url)),
    previews: sitePictures(),
    site: process.env.LOCANDA_HOSTING_SITE || undefined,
    enqueue: taskQueueEnqueue(getFunctions(app), REGION),
    isOwner: ownerClaim(getAuth(app)),
  };
}

export const { publishOnWrite, publish } = defineFunctions(() => (deps ??= productionDeps()));

let readerDeps: ReturnType<typeof productionReaderDeps> | undefined;
export const { readCalendars, calendarsOnWrite } = defineCalendarFunctions(
  () => (readerDeps ??= productionReaderDeps(getFirestore(app))),
);
