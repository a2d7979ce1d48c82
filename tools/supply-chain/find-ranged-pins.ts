/**
 * Dependencies that touch keys or signing. In April 2025 poisoned `xrpl` releases stole seeds within an hour
 * of publication; an exact pin plus the reviewed lockfile is what keeps such a release out.
 */
export const KEY_HANDLING = [
  /^xrpl$/,
  /^ripple-[a-z-]+$/,
  /^@xrplf\/[a-z-]+$/,
  /^@noble\/[a-z-]+$/,
  /^@scure\/[a-z0-9-]+$/,
  /^altcha(-lib)?$/,
];

const EXACT = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/;

type Manifest = Partial<
  Record<'dependencies' | 'devDependencies' | 'optionalDependencies', Record<string, string>>
>;

/** `file: name@range` for every key-handling dependency of a manifest not pinned to one exact version. */
export function findRangedPins(file: string, manifest: Manifest): string[] {
  const sections = [manifest.dependencies, manifest.devDependencies, manifest.optionalDependencies];
  return sections.flatMap((deps) =>
    Object.entries(deps ?? {})
      .filter(([name, version]) => KEY_HANDLING.some((re) => re.test(name)) && !EXACT.test(version))
      .map(([name, version]) => `${file}: ${name}@${version}`),
  );
}
