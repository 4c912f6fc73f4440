// The base images of the compose stack: the official ones when they are here or can be pulled, otherwise local
// stand-ins built from Debian packages (deploy/standins). Stand-ins are tagged with a hash of what they are made
// of, so they are built once and rebuilt only when their definition, the Node binary or the Debian root changes.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { run, runAsRoot } from './processes.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const standinsDir = path.join(root, 'deploy', 'standins');

/** The compose variables of the base images and the official image each one defaults to. */
export const BASE_IMAGES = [
  { variable: 'NODE_IMAGE', official: 'node:20-bookworm-slim', standin: 'node' },
  { variable: 'NGINX_IMAGE', official: 'nginx:1.27-alpine', standin: 'nginx' },
  { variable: 'POSTGRES_IMAGE', official: 'postgres:16-alpine', standin: 'postgres' },
];

/** Bump when the Debian root is made differently, so cached stand-ins are rebuilt on it. */
const DEBIAN_ROOT_RECIPE = 1;
const DEBIAN_ROOT_IMAGE = `edna-standin/debian:bookworm-${DEBIAN_ROOT_RECIPE}`;
const DEBIAN_MIRROR = process.env.DEBIAN_MIRROR ?? 'http://deb.debian.org/debian';

export const imageExists = async (reference) => (await run('docker', ['image', 'inspect', reference], { allowFailure: true })).code === 0;

/** Tries a pull; false when no registry answers (the usual case on machines without registry access). */
async function pulled(reference) {
  const result = await run('docker', ['pull', '-q', reference], { timeoutMs: 600_000, allowFailure: true });
  return result.code === 0;
}

/** Like the slim Debian images: no documentation, manual pages or translations, and apt keeps no package files. */
const SLIM_DPKG = `path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/man/*
path-exclude /usr/share/groff/*
path-exclude /usr/share/info/*
path-exclude /usr/share/lintian/*
path-exclude /usr/share/locale/*
path-include /usr/share/locale/locale.alias
`;
const SLIM_APT = `APT::Install-Recommends "false";
DPkg::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
Dir::Cache::pkgcache "";
Dir::Cache::srcpkgcache "";
`;

/** A minimal Debian bookworm root (debootstrap, from the Debian mirror), imported as an image. */
async function debianRoot(log) {
  if (await imageExists(DEBIAN_ROOT_IMAGE)) return DEBIAN_ROOT_IMAGE;
  const started = Date.now();
  const target = fs.mkdtempSync(path.join(os.tmpdir(), 'edna-debian-root-'));
  try {
    await runAsRoot('debootstrap', ['--variant=minbase', 'bookworm', target, DEBIAN_MIRROR], { timeoutMs: 900_000 });
    // Slimming is best effort: a file it cannot remove only makes the image larger.
    const slimming = [
      `printf '%s' '${SLIM_DPKG}' > ${target}/etc/dpkg/dpkg.cfg.d/slim`,
      `printf '%s' '${SLIM_APT}' > ${target}/etc/apt/apt.conf.d/slim`,
      `find ${target}/usr/share/doc ! -type d ! -name copyright -delete`,
      `rm -rf ${target}/usr/share/man/* ${target}/usr/share/info/* ${target}/var/lib/apt/lists/* ${target}/var/cache/apt/*`,
      `find ${target}/usr/share/locale -mindepth 1 -maxdepth 1 ! -name locale.alias -exec rm -rf {} +`,
    ].join('; ');
    await runAsRoot('sh', ['-c', slimming], { allowFailure: true });
    await runAsRoot('sh', ['-c', `tar -C ${target} -c . | docker import --change 'CMD ["bash"]' - ${DEBIAN_ROOT_IMAGE}`], { timeoutMs: 300_000 });
  } finally {
    await runAsRoot('rm', ['-rf', target]);
  }
  log(`built the Debian root ${DEBIAN_ROOT_IMAGE} with debootstrap in ${Math.round((Date.now() - started) / 1000)} s`);
  return DEBIAN_ROOT_IMAGE;
}

function hashOf(parts) {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex').slice(0, 12);
}

const definitionFiles = (kind) =>
  fs
    .readdirSync(path.join(standinsDir, kind))
    .sort()
    .map((name) => path.join(standinsDir, kind, name));

/** The build context of a stand-in: its folder, plus this machine's Node binary and npm for the Node image. */
function standinContext(kind) {
  if (kind !== 'node') return { dir: path.join(standinsDir, kind), extraHash: [], cleanup: () => {} };
  const npmDir = path.resolve(path.dirname(process.execPath), '..', 'lib', 'node_modules', 'npm');
  if (!fs.existsSync(path.join(npmDir, 'package.json'))) throw new Error(`npm was not found next to ${process.execPath} (looked in ${npmDir})`);
  const npmVersion = JSON.parse(fs.readFileSync(path.join(npmDir, 'package.json'), 'utf8')).version;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edna-node-standin-'));
  for (const file of definitionFiles(kind)) fs.copyFileSync(file, path.join(dir, path.basename(file)));
  fs.copyFileSync(process.execPath, path.join(dir, 'node'));
  fs.chmodSync(path.join(dir, 'node'), 0o755);
  fs.cpSync(npmDir, path.join(dir, 'npm'), { recursive: true, verbatimSymlinks: true });
  return { dir, extraHash: [process.version, npmVersion], cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

async function standin(kind, log) {
  const base = await debianRoot(log);
  const context = standinContext(kind);
  try {
    const tag = `edna-standin/${kind}:${hashOf([base, ...context.extraHash, ...definitionFiles(kind).map((file) => fs.readFileSync(file))])}`;
    if (await imageExists(tag)) return tag;
    const started = Date.now();
    // The host's network: apt inside the build reaches the Debian mirror exactly as debootstrap did.
    await run('docker', ['build', '-q', '--network', 'host', '--build-arg', `BASE=${base}`, '--label', `org.entrepreneurialdna.standin=${kind}`, '-t', tag, context.dir], {
      timeoutMs: 900_000,
    });
    log(`built the ${kind} stand-in ${tag} in ${Math.round((Date.now() - started) / 1000)} s`);
    // Earlier builds of the same stand-in are replaced, not kept.
    const older = (await run('docker', ['images', `edna-standin/${kind}`, '--format', '{{.Repository}}:{{.Tag}}'])).split('\n').filter((name) => name && name !== tag);
    if (older.length > 0) await run('docker', ['rmi', ...older], { allowFailure: true });
    return tag;
  } finally {
    context.cleanup();
  }
}

/**
 * The image for each base-image variable: what the environment names (it must exist or be pullable), else the
 * official image when it is here or can be pulled, else a stand-in. Returns the variables and a line per image.
 */
export async function resolveBaseImages(log) {
  const variables = {};
  const descriptions = [];
  for (const { variable, official, standin: kind } of BASE_IMAGES) {
    const requested = process.env[variable];
    if (requested) {
      if (!(await imageExists(requested)) && !(await pulled(requested))) throw new Error(`${variable}=${requested} is neither here nor pullable`);
      variables[variable] = requested;
      descriptions.push(`${variable}=${requested}`);
    } else if ((await imageExists(official)) || (await pulled(official))) {
      variables[variable] = official;
      descriptions.push(`${variable}=${official}`);
    } else {
      variables[variable] = await standin(kind, log);
      descriptions.push(`${variable}=${variables[variable]} (stand-in: ${official} cannot be pulled)`);
    }
  }
  return { variables, descriptions };
}
