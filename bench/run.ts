/**
 * `npm run bench`: runs every benchmark suite in turn and prints its figures.
 * `npm run bench -- validate store` runs only the named suites.
 */
import { validateBench } from "./validate.bench";
import { storeBench } from "./store.bench";
import { layersBench } from "./layers.bench";
import { dslBench } from "./dsl.bench";
import { renderBench } from "./render.bench";
import { engineBench } from "./engine.bench";
import { simBench } from "./sim.bench";
import { printBench } from "./print.bench";

const SUITES: Record<string, () => Promise<void>> = {
  validate: validateBench,
  store: storeBench,
  layers: layersBench,
  dsl: dslBench,
  render: renderBench,
  engine: engineBench,
  sim: simBench,
  print: printBench,
};

const wanted = process.argv.slice(2);
const names = wanted.length > 0 ? wanted : Object.keys(SUITES);
for (const name of names) {
  const suite = SUITES[name];
  if (!suite) {
    console.error(`unknown benchmark suite '${name}'; known: ${Object.keys(SUITES).join(", ")}`);
    process.exit(2);
  }
  console.log(`\n# ${name}`);
  await suite();
}
