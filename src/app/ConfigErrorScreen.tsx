/* Shown instead of a blank page when the build's configuration is wrong. It is for the site's
   developer, before any language is set up, so its fixed text is bilingual and not translated. */
const box = { maxWidth: '40rem', margin: '10vh auto', padding: '2rem', fontFamily: 'system-ui, sans-serif' };

export function ConfigErrorScreen({ problems }: { problems: string[] }) {
  return (
    <main style={box}>
      <h1>{'Configurazione non valida · Invalid configuration'}</h1>
      <p>{'Controlla le variabili d’ambiente (.env) e ricompila. Check the environment variables (.env) and rebuild:'}</p>
      <ul>
        {problems.map((p) => (
          <li key={p}>
            <code>{p}</code>
          </li>
        ))}
      </ul>
    </main>
  );
}
