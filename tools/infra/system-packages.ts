import { aptInstall } from './apt.js';
import { isExecutable } from './exec.js';

export type SystemPackage = 'ffmpeg' | 'chromium' | 'espeak-ng';

// Debian package name -> the binary that proves it is installed.
const BINARIES: Record<SystemPackage, string> = {
  ffmpeg: '/usr/bin/ffmpeg',
  chromium: '/usr/bin/chromium',
  'espeak-ng': '/usr/bin/espeak-ng',
};

/** Installs the missing Debian packages (as root) or explains the apt command to run. */
export async function ensureSystemPackages(names: readonly SystemPackage[]): Promise<void> {
  const missing = [...new Set(names)].filter((name) => !isExecutable(BINARIES[name]));
  if (missing.length === 0) return;
  await aptInstall(missing, `missing ${missing.map((name) => BINARIES[name]).join(', ')}`);
  const stillMissing = missing.filter((name) => !isExecutable(BINARIES[name]));
  if (stillMissing.length > 0) {
    throw new Error(`apt-get finished but ${stillMissing.map((name) => BINARIES[name]).join(', ')} is still missing`);
  }
}
