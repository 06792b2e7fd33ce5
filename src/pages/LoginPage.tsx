import { useEffect, useId, useRef, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { Redirect } from '../ui/routing';
import { useLang, useTranslation } from '../i18n/react';
import { useAuth, useBackend } from '../data/context';
import { isEmailAddress } from '../content/email';
import { HOME_PATH } from '../content/paths';
import { Seo } from './Seo';
import { hasOwnerStrings, loadOwnerStrings } from '../i18n';
import styles from './LoginPage.module.css';

/** The owner's sign-in, at a hidden path; never indexed. */
export default function LoginPage() {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const [strings, setStrings] = useState(() => hasOwnerStrings(i18n));
  useEffect(() => {
    if (strings) return;
    const done = () => setStrings(true);
    loadOwnerStrings(i18n).then(done, done);
  }, [i18n, strings]);

  if (user) return <Redirect to={HOME_PATH} />;
  if (!strings) return null;
  return (
    <>
      <Seo title={t('login.title')} robots="noindex, nofollow" />
      <SignIn />
    </>
  );
}

/** Signing in, or asking for a new password. */
function SignIn() {
  const { t } = useTranslation();
  const { account } = useAuth();
  const lang = useLang();
  const [mode, setMode] = useState<'signIn' | 'reset'>('signIn');
  const [notice, setNotice] = useState<string | null>(null);
  const backend = useBackend();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const errorRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!email.trim() || !password) {
      setError(t('login.required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const signedIn = await backend.auth.signIn(email.trim(), password);
      if (signedIn.isOwner) return;
      // Signed in, but not allowed to edit: say so, and leave nobody half signed in.
      await backend.auth.signOut();
      setError(t('login.notOwner', { email: signedIn.email }));
    } catch {
      setError(t('login.failed'));
    }
    setPassword('');
    setBusy(false);
  };

  const sendReset = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !backend.auth.sendPasswordReset) return;
    if (!isEmailAddress(email.trim())) {
      setError(t('login.invalidEmail'));
      return;
    }
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      await backend.auth.sendPasswordReset(email.trim(), lang);
      // The same answer whether or not the address has an account.
      setNotice(t('login.resetSent'));
    } catch {
      setError(t('login.resetFailed'));
    }
    setBusy(false);
  };

  const switchTo = (next: 'signIn' | 'reset') => {
    setMode(next);
    setError(null);
    setNotice(null);
  };

  // A session restored for an account without the owner's rights (its claim revoked, say).
  if (account && !account.isOwner) {
    return (
      <section className={styles.page}>
        <div className={styles.card}>
          <h1 className={styles.title}>{t('login.title')}</h1>
          <p role="alert" className="message message-error">
            {t('login.notOwner', { email: account.email })}
          </p>
          <button type="button" className="btn" onClick={() => void backend.auth.signOut()}>
            {t('login.signOut')}
          </button>
        </div>
      </section>
    );
  }

  // A failed sign-in marks the fields and takes focus to the message, so it is read out and seen first.
  const errorBox = error && (
    <p id={`${id}-err`} role="alert" className="message message-error" tabIndex={-1} ref={errorRef}>
      {error}
    </p>
  );
  const emailField = (
    <RequiredField
      id={`${id}-email`}
      label={t('login.email')}
      type="email"
      autoComplete="username"
      value={email}
      onChange={(e) => setEmail(e.target.value)}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-err` : undefined}
    />
  );

  if (mode === 'reset') {
    return (
      <section className={styles.page}>
        <form className={styles.card} onSubmit={sendReset} noValidate aria-describedby={error ? `${id}-err` : undefined}>
          <h1 className={styles.title}>{t('login.resetTitle')}</h1>
          {backend.auth.sendPasswordReset ? (
            <>
              <p className="muted">{t('login.resetIntro')}</p>
              {emailField}
              {errorBox}
              {notice && (
                <p role="status" className="message message-success">
                  {notice}
                </p>
              )}
              <button type="submit" className="btn" disabled={busy}>
                {busy ? t('login.resetSending') : t('login.resetSend')}
              </button>
            </>
          ) : (
            backend.demoOwner && (
              <p className={styles.hint}>
                {t('login.demoReset')} <code>{backend.demoOwner.email}</code> / <code>{backend.demoOwner.password}</code>
              </p>
            )
          )}
          <button type="button" className={styles.linkButton} onClick={() => switchTo('signIn')}>
            {t('login.backToSignIn')}
          </button>
        </form>
      </section>
    );
  }

  return (
    <section className={styles.page}>
      <form className={styles.card} onSubmit={submit} noValidate aria-describedby={error ? `${id}-err` : undefined}>
        <h1 className={styles.title}>{t('login.title')}</h1>
        <p className="muted">{t('login.intro')}</p>
        {emailField}
        <RequiredField
          id={`${id}-pw`}
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-err` : undefined}
        />
        {errorBox}
        <button type="submit" className="btn" disabled={busy}>
          {busy ? t('login.signingIn') : t('login.submit')}
        </button>
        <button type="button" className={styles.linkButton} onClick={() => switchTo('reset')}>
          {t('login.forgot')}
        </button>
        {backend.demoOwner && (
          <p className={styles.hint}>
            {t('login.demoHint')} <code>{backend.demoOwner.email}</code> / <code>{backend.demoOwner.password}</code>
          </p>
        )}
      </form>
    </section>
  );
}

function RequiredField({ id, label, ...input }: { id: string; label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input id={id} required aria-required="true" {...input} />
    </>
  );
}
