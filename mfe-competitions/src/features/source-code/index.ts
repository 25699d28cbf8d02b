// The source-code feature: source code teams chose to share.
export { SourceCodeList } from './components/source-code-list';
