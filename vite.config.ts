import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const backend = Object.keys(env).some((k) => k.startsWith('VITE_FIREBASE_') && env[k].trim()) ? 'firebase' : 'local';
  return {
    plugins: [react()],
    define: { __BACKEND__: JSON.stringify(backend) },
    build: { target: 'es2022', manifest: true, sourcemap: false },
    server: { host: '127.0.0.1', port: 5173, strictPort: false },
    preview: { host: '127.0.0.1', port: 4173 },
    test: {
      environment: 'jsdom',
      include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/component/**/*.test.{ts,tsx}', 'tests/backend/**/*.test.ts'],
      setupFiles: ['tests/setup.ts'],
      restoreMocks: true,
    },
  };
});
