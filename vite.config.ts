import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Lighthouse's mobile model pays a round trip per request: the small
        // modules nearly every page uses ride in one chunk. Not the data client,
        // the portal's own code or a route's: those stay where they are used.
        codeSplitting: {
          groups: [
            {
              name: 'shell',
              test: /[\\/](app|lib)[\\/](?!graphql[\\/]|portal[\\/]|routes[\\/]|configurator[\\/])/,
              minShareCount: 8,
            },
          ],
        },
      },
    },
  },
});
