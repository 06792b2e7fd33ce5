/** Whether an account may edit the site: the custom claim `admin: true` (npm run grant-admin), as the rules ask. */
import type { Auth } from 'firebase-admin/auth';

export function ownerClaim(auth: Auth): (uid: string) => Promise<boolean> {
  return async (uid) => {
    try {
      return (await auth.getUser(uid)).customClaims?.admin === true;
    } catch (e) {
      if ((e as { code?: string }).code === 'auth/user-not-found') return false;
      throw e;
    }
  };
}
