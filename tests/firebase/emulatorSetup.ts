/**
 * What `npm run test:rules` needs to start the Firestore and Storage emulators on this machine:
 * a JDK 21 or newer, the Firestore emulator's JAR and the Storage emulator's rules runtime.
 *
 * - The JDK: `java` on PATH, then JAVA_HOME, then each JDK in the system's JVM folder (JVM_DIR, by
 *   default /usr/lib/jvm).
 * - Firestore: firebase-tools' own download (its cache), else the Google Cloud SDK's package
 *   (`google-cloud-cli-firestore-emulator`, also part of a Cloud SDK installed by hand). That JAR names no
 *   main class, so firebase-tools is given a small launcher JAR whose manifest names it and puts the SDK's
 *   JAR on the class path (FIRESTORE_EMULATOR_BINARY_PATH). firebase-tools changes the mode of the file it
 *   is given and, after a download, deletes files named `cloud-firestore-emulator*` in its cache: the
 *   launcher is written elsewhere (node_modules/.cache/locanda/) under another name.
 * - Storage: only firebase-tools' download of its rules runtime (`cloud-storage-rules-runtime-*.jar`);
 *   neither the Cloud SDK nor npm carries it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { strToU8, zipSync } from 'fflate';

export const MIN_JAVA = 21;
/** The Cloud SDK's Firestore emulator: its main class, and where its JAR lies under the SDK's root. */
export const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const SDK_JAR = path.join('platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar');

export interface Java {
  /** The `java` executable. */
  bin: string;
  major: number;
}

/** The major version `java -version` reports (Java 8 and older say "1.8"), or null. */
export function javaMajor(bin: string): number | null {
  const r = spawnSync(bin, ['-version'], { encoding: 'utf8' });
  if (r.error || r.status !== 0) return null;
  const m = /version "(\d+)(?:\.(\d+))?/.exec(`${r.stderr}${r.stdout}`);
  if (!m) return null;
  return m[1] === '1' ? Number(m[2]) : Number(m[1]);
}

/** Every `java` to try, in order: PATH, JAVA_HOME, the system's JVM folder. */
export function javaCandidates(env: NodeJS.ProcessEnv = process.env, jvmDir = env.JVM_DIR || '/usr/lib/jvm'): string[] {
  const system = existsSync(jvmDir)
    ? readdirSync(jvmDir)
        .map((d) => path.join(jvmDir, d, 'bin', 'java'))
        .filter((p) => existsSync(p))
    : [];
  return ['java', ...(env.JAVA_HOME ? [path.join(env.JAVA_HOME, 'bin', 'java')] : []), ...system];
}

/** The first JDK of at least MIN_JAVA, in the candidates' order; else the newest found (for the message). */
export function findJava(candidates = javaCandidates()): { java: Java | null; best: Java | null } {
  const found = candidates.flatMap((bin) => {
    const major = javaMajor(bin);
    return major === null ? [] : [{ bin, major }];
  });
  const java = found.find((j) => j.major >= MIN_JAVA) ?? null;
  return { java, best: java ?? [...found].sort((a, b) => b.major - a.major)[0] ?? null };
}

/** firebase-tools' cache of downloaded emulators, and the file it keeps each one's in. */
export function firebaseToolsCache(root: string, env: NodeJS.ProcessEnv = process.env) {
  const dir = env.FIREBASE_EMULATORS_PATH || path.join(os.homedir(), '.cache', 'firebase', 'emulators');
  const info = JSON.parse(
    readFileSync(path.join(root, 'node_modules', 'firebase-tools', 'lib', 'emulator', 'downloadableEmulatorInfo.json'), 'utf8'),
  ) as Record<'firestore' | 'storage', { downloadPathRelativeToCacheDir: string }>;
  return {
    dir,
    firestore: path.join(dir, info.firestore.downloadPathRelativeToCacheDir),
    storage: path.join(dir, info.storage.downloadPathRelativeToCacheDir),
  };
}

/** The Cloud SDK's Firestore emulator JAR, if an SDK with it is installed. */
export function cloudSdkFirestoreJar(env: NodeJS.ProcessEnv = process.env): string | null {
  const roots: string[] = [];
  if (env.CLOUDSDK_ROOT_DIR) roots.push(env.CLOUDSDK_ROOT_DIR);
  const gcloud = spawnSync('sh', ['-c', 'command -v gcloud'], { encoding: 'utf8' }).stdout?.trim();
  if (gcloud) roots.push(path.dirname(path.dirname(realpathSync(gcloud))));
  roots.push('/usr/lib/google-cloud-sdk', '/usr/share/google-cloud-sdk', '/opt/google-cloud-sdk');
  roots.push(path.join(os.homedir(), 'google-cloud-sdk'));
  return roots.map((r) => path.join(r, SDK_JAR)).find((p) => existsSync(p)) ?? null;
}

/** A JAR manifest's text: every line at most 72 bytes, longer values continued on lines that start with a space. */
export function manifest(attributes: Record<string, string>): string {
  const lines = Object.entries({ 'Manifest-Version': '1.0', ...attributes }).flatMap(([k, v]) => {
    // Whole characters only: a line never ends inside one.
    const out = [''];
    for (const ch of `${k}: ${v}`) {
      if (Buffer.byteLength(out[out.length - 1] + ch) > 72) out.push(' ');
      out[out.length - 1] += ch;
    }
    return out;
  });
  return `${lines.join('\r\n')}\r\n\r\n`;
}

/** Writes (when it differs) the launcher JAR that runs `jar`'s emulator; returns its path. */
export function writeLauncher(jar: string, dir: string): string {
  const file = path.join(dir, 'firestore-emulator-launcher.jar');
  const bytes = zipSync(
    {
      'META-INF/MANIFEST.MF': strToU8(manifest({ 'Main-Class': FIRESTORE_MAIN_CLASS, 'Class-Path': pathToFileURL(jar).href })),
    },
    // A fixed date: the same JAR every time.
    { mtime: new Date('2020-01-01T00:00:00Z') },
  );
  if (!existsSync(file) || !Buffer.from(readFileSync(file)).equals(Buffer.from(bytes))) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, bytes);
  }
  return file;
}

export interface EmulatorPlan {
  java: Java | null;
  /** How Firestore starts: from firebase-tools' cache, the Cloud SDK (through a launcher) or a path given; null when it cannot. */
  firestore: { from: string; env: Record<string, string> } | null;
  storage: boolean;
  /** One line each on what cannot run here and why. */
  notes: string[];
}

/** What can run here, and the environment firebase-tools needs for it. */
export function planEmulators(root: string, env: NodeJS.ProcessEnv = process.env): EmulatorPlan {
  const { java, best } = findJava(javaCandidates(env));
  const cache = firebaseToolsCache(root, env);
  const notes: string[] = [];
  let firestore: EmulatorPlan['firestore'] = null;
  if (!java) {
    const found = best ? `found Java ${best.major} at ${best.bin}` : 'no Java found';
    notes.push(
      `Firestore and Storage rules NOT checked: their emulators need Java ${MIN_JAVA} or newer (${found}; looked on PATH, in JAVA_HOME and ${env.JVM_DIR || '/usr/lib/jvm'}).`,
    );
  } else if (env.FIRESTORE_EMULATOR_BINARY_PATH) {
    firestore = { from: env.FIRESTORE_EMULATOR_BINARY_PATH, env: {} };
  } else if (existsSync(cache.firestore)) {
    firestore = { from: cache.firestore, env: {} };
  } else {
    const jar = cloudSdkFirestoreJar(env);
    if (jar) {
      const launcher = writeLauncher(jar, path.join(root, 'node_modules', '.cache', 'locanda'));
      firestore = { from: jar, env: { FIRESTORE_EMULATOR_BINARY_PATH: launcher } };
    } else {
      notes.push(
        `Firestore rules NOT checked: no Firestore emulator here (neither ${cache.firestore} nor the Cloud SDK's google-cloud-cli-firestore-emulator); \`npx firebase setup:emulators:firestore\` downloads it.`,
      );
    }
  }
  const storage = !!java && !!firestore && (!!env.STORAGE_EMULATOR_BINARY_PATH || existsSync(cache.storage));
  if (java && firestore && !storage)
    notes.push(
      `Storage rules NOT checked: the Storage emulator's rules runtime (${path.basename(cache.storage)}) is not in ${cache.dir} and only firebase-tools downloads it (\`npx firebase setup:emulators:storage\`); its tests skip.`,
    );
  return { java, firestore, storage, notes };
}
