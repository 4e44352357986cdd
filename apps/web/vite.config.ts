import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { fewerChunks } from './vite-chunks.ts';
import { graphqlDocuments } from './vite-graphql-documents.ts';
import { directImports } from './vite-direct-imports.ts';
import { memberPreloads } from './vite-member-preloads.ts';

// In development the API runs on its own port; in production it serves this build itself.
const apiTarget = process.env.VITE_API_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    graphqlDocuments(),
    directImports(),
    fewerChunks(),
    memberPreloads(),
    react(),
    tailwindcss(),
    // Brotli and gzip copies of every text file (maximum quality: paid once at build, never per
    // request); the API serves the best one the browser accepts (apps/api/src/http/spa.ts).
    // Files under 1 KB gain a few hundred bytes at most; they go out as they are.
    compression({
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip')],
      include: /\.(html|css|js|mjs|json|svg|txt|webmanifest)$/,
      threshold: 1024,
      logLevel: 'silent',
    }),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/graphql': { target: apiTarget, changeOrigin: true },
      '/v1': { target: apiTarget, changeOrigin: true },
      // Uploaded files of the local store (signed PUTs go to /v1/uploads).
      '/uploads/': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  build: {
    sourcemap: true,
  },
});
