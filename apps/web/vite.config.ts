import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

// In development the API runs on its own port; in production it serves this build itself.
const apiTarget = process.env.VITE_API_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // Brotli and gzip copies of every text file (maximum quality: paid once at build, never per
    // request); the API serves the best one the browser accepts (apps/api/src/http/spa.ts).
    // Files under 1 KB are not worth a second request header's worth of bytes.
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
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Only the matched modules: their dependencies (React above all) stay where they were.
          includeDependenciesRecursively: false,
          // The signed-in screens' libraries as two files instead of ~15 small ones: over HTTP/1.1 a
          // browser opens 6 connections to the host, so many small chunks queue behind each other.
          // Public pages import none of these (GraphQLProvider and RealtimeConnection sit in the
          // signed-in layout), so grouping them adds nothing to the landing or sign-in pages.
          groups: [
            {
              name: 'graphql-client',
              test: /node_modules[\\/](@apollo|graphql|rxjs|optimism|@wry|tslib)[\\/]|src[\\/](gql|lib[\\/]apollo)/,
            },
            {
              name: 'realtime',
              test: /node_modules[\\/](socket\.io-client|engine\.io-client|engine\.io-parser|socket\.io-parser|@socket\.io)[\\/]|src[\\/]lib[\\/]realtime[\\/]/,
            },
          ],
        },
      },
    },
  },
});
