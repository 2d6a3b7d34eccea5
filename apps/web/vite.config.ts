import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Where `/api` goes in `vite` and `vite preview`; the API listens on 3000 by default. */
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';
const proxy = { '/api': { target: apiTarget, changeOrigin: false } };

/**
 * Vendor chunks that change rarely get their own long-cacheable files; icons stay with the
 * lazy page that uses them so they are not downloaded up front.
 */
function vendorChunk(id: string): string | undefined {
  const match = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id);
  const pkg = match?.[1]?.replace('\\', '/');
  if (!pkg || pkg === '@mui/icons-material') return undefined;
  if (['react', 'react-dom', 'scheduler', 'react-router', 'cookie', 'set-cookie-parser'].includes(pkg)) {
    return 'react';
  }
  if (
    pkg.startsWith('@mui/') ||
    pkg.startsWith('@emotion/') ||
    pkg.startsWith('@babel/') ||
    ['@popperjs/core', 'react-transition-group', 'stylis', 'clsx', 'prop-types', 'react-is'].includes(pkg) ||
    pkg === 'hoist-non-react-statics'
  ) {
    return 'mui';
  }
  if (pkg.startsWith('@tanstack/')) return 'query';
  if (pkg === 'i18next' || pkg === 'react-i18next') return 'i18n';
  return 'vendor';
}

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rollupOptions: {
      output: { manualChunks: vendorChunk },
      onwarn(warning, warn) {
        // zod ships comments Rollup cannot place; harmless, and not ours to fix.
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules')) return;
        warn(warning);
      },
    },
  },
});
