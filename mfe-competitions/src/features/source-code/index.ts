// The source-code feature: source code teams chose to share (a repository link or a file), each with
// its page and comments, and the form a team member shares the team's code with.
export { ShareSourceCode } from './components/share-source-code';
export { SourceCodeDetail } from './components/source-code-detail';
export { SourceCodeList } from './components/source-code-list';
