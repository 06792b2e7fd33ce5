/** The Firebase app core, its own chunk: loaded with the first Firebase service anything uses. */
import { deleteApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import type { FirebaseConfig } from '../../config';

export function firebaseApp(fb: FirebaseConfig, name: string): FirebaseApp {
  return (
    getApps().find((a) => a.name === name) ??
    initializeApp(
      {
        apiKey: fb.apiKey,
        authDomain: fb.authDomain,
        projectId: fb.projectId,
        storageBucket: fb.storageBucket,
        appId: fb.appId,
        ...(fb.messagingSenderId ? { messagingSenderId: fb.messagingSenderId } : {}),
      },
      name,
    )
  );
}

export { deleteApp };
