export { SendMessageDialog, type SendMessageDialogProps } from './components/send-message-dialog';
export { SendMessageForm } from './components/send-message-form';
