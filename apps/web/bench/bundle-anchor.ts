/**
 * The anchor of shared/reference/performance.md, re-measured beside our figure: the same Vite production build of a
 * bare React 19 page, and of React + React Router + TanStack Query + i18next/react-i18next (no app code).
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { webDir } from '../scripts/test-server.ts';

const SOURCES: Record<string, string> = {
  react: `import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')!).render(<h1>Hello</h1>);`,
  stack: `import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: { hello: 'Hello' } } } });
function Page() {
  const { t } = useTranslation();
  const q = useQuery({ queryKey: ['x'], queryFn: async () => 1 });
  return <h1>{t('hello')} {q.data}</h1>;
}
const router = createBrowserRouter([{ path: '/', Component: Page }]);
createRoot(document.getElementById('root')!).render(
  <QueryClientProvider client={new QueryClient()}><RouterProvider router={router} /></QueryClientProvider>,
);`,
};

export async function measureAnchors(): Promise<Record<string, number>> {
  // Vite lets NODE_ENV win over the mode: a test runner's "test" would build React's development bundle.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return await buildAnchors();
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

async function buildAnchors(): Promise<Record<string, number>> {
  const root = path.join(webDir, 'bench/out/anchor');
  const sizes: Record<string, number> = {};
  for (const [name, source] of Object.entries(SOURCES)) {
    const dir = path.join(root, name);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'main.tsx'), source);
    writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><div id="root"></div><script type="module" src="./main.tsx"></script>',
    );
    await build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      plugins: [react()],
      build: { outDir: 'dist', target: 'es2022' },
    });
    const assets = path.join(dir, 'dist/assets');
    sizes[name] = readdirSync(assets)
      .filter((f) => f.endsWith('.js'))
      .reduce((sum, f) => sum + gzipSync(readFileSync(path.join(assets, f)), { level: 9 }).length, 0);
  }
  return sizes;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sizes = await measureAnchors();
  console.log(
    JSON.stringify(
      Object.fromEntries(Object.entries(sizes).map(([k, v]) => [k, `${(v / 1024).toFixed(1)} KB`])),
      null,
      2,
    ),
  );
}
