/** True when packages/web/dist is missing or older than the sources of web and the packages it bundles under `root`. */
export function webBuildIsStale(root: string): boolean;
