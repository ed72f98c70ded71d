/**
 * `npm run bench`: runs every benchmark suite in turn and prints its figures.
 * `npm run bench -- validate store` runs only the named suites. The `server` and `large` suites
 * build the app: run the bench under `flock /tmp/vellum-build.lock`.
 */
import { validateBench } from "./validate.bench";
import { storeBench } from "./store.bench";
import { layersBench } from "./layers.bench";
import { dslBench } from "./dsl.bench";
import { renderBench } from "./render.bench";
import { engineBench } from "./engine.bench";
import { simBench } from "./sim.bench";
import { printBench } from "./print.bench";
import { serverBench } from "./server.bench";
import { largeBench } from "./large.bench";
import { designerBench } from "./designer.bench";
import { framesBench } from "./frames.bench";
import { tableBench } from "./table.bench";
import { labBench } from "./lab.bench";
import { stacklabBench } from "./stacklab.bench";
import { variantsBench } from "./variants.bench";
import { describeMachine } from "./machine";

const SUITES: Record<string, () => Promise<void>> = {
  validate: validateBench,
  store: storeBench,
  layers: layersBench,
  dsl: dslBench,
  render: renderBench,
  engine: engineBench,
  sim: simBench,
  print: printBench,
  server: serverBench,
  large: largeBench,
  designer: designerBench,
  frames: framesBench,
  table: tableBench,
  lab: labBench,
  stacklab: stacklabBench,
  variants: variantsBench,
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
