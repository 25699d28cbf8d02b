// Review rounds: picking one, preparing it with a scheme, assigning reviewers, opening and closing it,
// publishing its ranking, and its overview with the export links.
export { useCreateRound } from './api/create-round';
export { useRounds } from './api/rounds';
export { useUpdateRound } from './api/update-round';
export { ExportLinks } from './components/export-links';
export { RoundOverview } from './components/round-overview';
export { RoundControls } from './components/round-controls';
export { RoundForm } from './components/round-form';
export { RoundPicker } from './components/round-picker';
export { selectedRound } from './lib/selected-round';
