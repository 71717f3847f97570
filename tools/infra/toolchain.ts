import { findExecutable, run } from './exec.js';

// Clear "what to install" errors for the toolchains the pinned tools are built with. Each
// check runs once per process: `java -version` alone costs ~100 ms.

const JDK_HINT = 'install a JDK 17+ (apt-get install -y openjdk-17-jdk-headless)';

let javaCheck: Promise<string> | undefined;

/** Path of a Java 17+ that can run single-file source programs (needs the jdk.compiler module). */
export function requireJava(): Promise<string> {
  javaCheck ??= checkJava().catch((error: unknown) => {
    javaCheck = undefined;
    throw error;
  });
  return javaCheck;
}

async function checkJava(): Promise<string> {
  const java = findExecutable('java');
  if (!java) throw new Error(`java not found: ${JDK_HINT}`);
  const version = await run(java, ['-version']);
  const match = /version "(\d+)(?:\.(\d+))?/.exec(version.stderr + version.stdout);
  const major = match ? Number(match[1] === '1' ? match[2] : match[1]) : Number.NaN;
  if (!(major >= 17)) {
    throw new Error(`java at ${java} is too old (${match?.[0] ?? 'unknown version'}): ${JDK_HINT}`);
  }
  // A JRE runs jars but not `java Launcher.java`, which compiles the source in memory.
  const modules = await run(java, ['--list-modules']);
  if (!modules.stdout.includes('jdk.compiler')) {
    throw new Error(`java at ${java} is a JRE without the jdk.compiler module: ${JDK_HINT}`);
  }
  return java;
}

export function requireMaven(): string {
  const mvn = findExecutable('mvn');
  if (!mvn) throw new Error('mvn not found: install Maven 3.6+ (apt-get install -y maven)');
  return mvn;
}

/** Go is optional (nats-server falls back to Debian's package), so this one does not throw. */
export function findGo(): string | undefined {
  // /usr/local/go/bin is where the official tarball goes and is often missing from PATH of
  // non-login shells.
  return findExecutable('go', ['/usr/local/go/bin', '/usr/lib/go/bin']);
}
