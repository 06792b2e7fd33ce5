/** Boot: configuration, languages, backend, then the application. */
import '@fontsource/fraunces/latin-500.css';
import '@fontsource/source-sans-3/latin-400.css';
import '@fontsource/source-sans-3/latin-600.css';
import './ui/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConfigError, readConfig } from './config';
import { createI18n } from './i18n';
import { createBackend } from './backend/createBackend';
import { App, preloadRoute } from './app/App';
import { ConfigErrorScreen } from './app/ConfigErrorScreen';
import { dropSnapshot, handOver } from './app/handoff';

const rootElement = document.getElementById('root')!;
const root = createRoot(rootElement);

async function boot() {
  let config;
  try {
    config = readConfig(import.meta.env);
  } catch (e) {
    if (e instanceof ConfigError) {
      dropSnapshot(rootElement);
      root.render(<ConfigErrorScreen problems={e.problems} />);
      return;
    }
    throw e;
  }
  preloadRoute(window.location.pathname);
  const [i18n, backend] = await Promise.all([createI18n(), createBackend(config)]);
  // Rendered in slices that leave the main thread free between them: on a saved page it renders out of
  // sight, and nothing the visitor does waits behind it.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App backend={backend} config={config} i18n={i18n} />
      </StrictMode>,
    ),
  );
  // On a prerendered page, the application replaces the snapshot once it has the same content.
  await handOver(rootElement);
}

void boot();
