import fs from 'node:fs';

/** The run's embedded database and uploads (playwright.config.ts): about 40 MB per run otherwise left in the temp directory. */
export default function teardown() {
  const dataDir = process.env.E2E_DATA_DIR;
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
