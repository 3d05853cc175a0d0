// `npm run build` (with the web app) and the Docker image: builds the server's bundle
// (apps/server/dist, scripts/lib/server-bundle.mjs) when a source changed since the last build.
import { requireNode } from './lib/build.mjs';
import { ensureServerBuild } from './lib/server-bundle.mjs';

requireNode();
if (!(await ensureServerBuild())) process.exit(1);
