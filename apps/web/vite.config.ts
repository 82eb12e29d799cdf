import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { isSignInPagePath, SIGN_IN_HTML } from '../../packages/shared/src/domain/sign-in-pages';
import {
  isTravellerPagePath,
  TRAVELLER_HTML,
} from '../../packages/shared/src/domain/traveller-pages';

const apiTarget = process.env.VITE_API_PROXY ?? 'http://127.0.0.1:3000';

/**
 * The traveller pages and the login pages are light entries of their own
 * (docs/decisions/010-traveller-pages.md, 012-front-end-budgets.md). The built server answers
 * their paths with traveller.html and sign-in.html; this does the same for the dev server.
 */
function lightEntriesInDev(): Plugin {
  return {
    name: 'portal-light-entries',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const [pathname = '/', search = ''] = (request.url ?? '/').split('?');
        const query = search ? `?${search}` : '';
        if (isTravellerPagePath(pathname)) request.url = `/${TRAVELLER_HTML}${query}`;
        else if (request.method === 'GET' && isSignInPagePath(pathname)) {
          request.url = `/${SIGN_IN_HTML}${query}`;
        }
        next();
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), lightEntriesInDev()],
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/broadcasting': apiTarget,
      '/realtime': { target: apiTarget, ws: true },
      '^/get-[a-z]+-permission-to-[a-z]+': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    manifest: true,
    sourcemap: true,
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        traveller: fileURLToPath(new URL(`./${TRAVELLER_HTML}`, import.meta.url)),
        'sign-in': fileURLToPath(new URL(`./${SIGN_IN_HTML}`, import.meta.url)),
      },
    },
  },
});
