import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { storefrontChunks } from './scripts/storefront-chunks';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
  build: {
    assetsInlineLimit: 0,
    // The browser's files only: the server's build keeps Rollup's own chunks.
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: storefrontChunks() } },
  },
}));
