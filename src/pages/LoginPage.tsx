import { useEffect, useId, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuth, useBackend } from '../data/context';
import { useRobots } from './Seo';
import { hasOwnerStrings, loadOwnerStrings } from '../i18n';
import styles from './LoginPage.module.css';

/** The owner's sign-in, at a hidden path; never indexed. */
export default function LoginPage() {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const [strings, setStrings] = useState(() => hasOwnerStrings(i18n));
  const backend = useBackend();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  useRobots('noindex, nofollow');
  useEffect(() => {
    if (strings) return;
    const done = () => setStrings(true);
    loadOwnerStrings(i18n).then(done, done);
  }, [i18n, strings]);
  useEffect(() => {
    if (strings) document.title = t('login.title');
  }, [t, strings]);

  if (user) return <Navigate to="/" replace />;
  if (!strings) return null;

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
      await backend.auth.signIn(email.trim(), password);
    } catch {
      setError(t('login.failed'));
      setPassword('');
      setBusy(false);
    }
  };

  return (
    <section className={styles.page}>
      <form className={styles.card} onSubmit={submit} noValidate aria-describedby={error ? `${id}-err` : undefined}>
        <h1 className={styles.title}>{t('login.title')}</h1>
        <p className="muted">{t('login.intro')}</p>
        <RequiredField
          id={`${id}-email`}
          label={t('login.email')}
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <RequiredField
          id={`${id}-pw`}
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {error && (
          <p id={`${id}-err`} role="alert" className="message message-error">
            {error}
          </p>
        )}
        <button type="submit" className="btn" disabled={busy}>
          {busy ? t('login.signingIn') : t('login.submit')}
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
