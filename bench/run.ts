/**
 * `npm run bench`: runs every benchmark suite in turn and prints its figures.
 * `npm run bench -- validate store` runs only the named suites. The `server` and `large` suites
 * (and the browser ones: designer, grid, sheet-ui, …, when no build exists) build the app: run
 * the bench under `flock /tmp/vellum-build.lock`.
 */
import { describeMachine } from "./machine";

/**
 * The suites, each loaded when it runs: a suite's modules (the print pipeline's, the app's
 * build) stay out of another's process, whose figures they would skew (GC, heap).
 */
const SUITES: Record<string, () => Promise<void>> = {
  validate: async () => (await import("./validate.bench")).validateBench(),
  store: async () => (await import("./store.bench")).storeBench(),
  layers: async () => (await import("./layers.bench")).layersBench(),
  dsl: async () => (await import("./dsl.bench")).dslBench(),
  render: async () => (await import("./render.bench")).renderBench(),
  engine: async () => (await import("./engine.bench")).engineBench(),
  sim: async () => (await import("./sim.bench")).simBench(),
  shards: async () => (await import("./shards.bench")).shardsBench(),
  print: async () => (await import("./print.bench")).printBench(),
  server: async () => (await import("./server.bench")).serverBench(),
  large: async () => (await import("./large.bench")).largeBench(),
  designer: async () => (await import("./designer.bench")).designerBench(),
  grid: async () => (await import("./grid.bench")).gridBench(),
  frames: async () => (await import("./frames.bench")).framesBench(),
  table: async () => (await import("./table.bench")).tableBench(),
  lab: async () => (await import("./lab.bench")).labBench(),
  stacklab: async () => (await import("./stacklab.bench")).stacklabBench(),
  variants: async () => (await import("./variants.bench")).variantsBench(),
  sheet: async () => (await import("./sheet.bench")).sheetBench(),
  "sheet-ui": async () => (await import("./sheet-ui.bench")).sheetUiBench(),
  cluster: async () => (await import("./cluster.bench")).clusterBench(),
};

const wanted = process.argv.slice(2);
const names = wanted.length > 0 ? wanted : Object.keys(SUITES);
const unknown = names.filter((name) => !SUITES[name]);
if (unknown.length > 0) {
  console.error(
    `unknown benchmark suite '${unknown[0]}'; known: ${Object.keys(SUITES).join(", ")}`,
  );
  process.exit(2);
}
describeMachine();
for (const name of names) {
  const suite = SUITES[name]!;
  console.log(`\n# ${name}`);
  await suite();
}
