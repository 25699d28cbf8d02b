export { BasicInfoForm } from './components/basic-info-form';
export { ImagesEditor } from './components/images-editor';
export { AccomplishmentsEditor, HistoryEditor, SkillsEditor } from './components/list-editors';
