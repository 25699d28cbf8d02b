// Training: courses with lessons and practice problems, practice attempts scored by the scoring module,
// training bundles. Other modules, the CLI and the demo reach it only through this file.
export { importTrainingBundle, readTrainingBundle } from './bundle';
export { exportTrainingBundle } from './bundle-export';
export { demoTrainingFolder, importDemoTraining, seedPracticeDemo, type DemoAttempt } from './demo';
export { default as trainingRoutes } from './routes';
