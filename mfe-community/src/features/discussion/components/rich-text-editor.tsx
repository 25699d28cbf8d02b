// The post and reply editor: Tiptap (ProseMirror) with its starter kit and images. Loaded only through
// `LazyEditor`, so the editor's weight falls on the pages that write, never on reading or lists.
import { EDITOR_IMAGE_UPLOAD } from '@dcic/shared/constants';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useRef, useState, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

export interface RichTextEditorProps {
  /** HTML the editor starts with (the post being edited); later changes of this prop are ignored. */
  initialHtml?: string;
  onChange: (html: string) => void;
  /** Accessible name of the writing area. */
  label: string;
  /** Stores an image and answers its address. */
  upload: (file: File) => Promise<string>;
  /** Shown when an upload fails, in the reader's language. */
  onUploadError: (error: unknown) => void;
}

type Mark = 'bold' | 'italic' | 'strike' | 'code';
type Block = 'heading' | 'bulletList' | 'orderedList' | 'blockquote' | 'codeBlock';

const marks: Array<[Mark, string]> = [
  ['bold', 'discussion.editor.bold'],
  ['italic', 'discussion.editor.italic'],
  ['strike', 'discussion.editor.strike'],
  ['code', 'discussion.editor.code'],
];
const blocks: Array<[Block, string]> = [
  ['heading', 'discussion.editor.heading'],
  ['bulletList', 'discussion.editor.bulletList'],
  ['orderedList', 'discussion.editor.orderedList'],
  ['blockquote', 'discussion.editor.blockquote'],
  ['codeBlock', 'discussion.editor.codeBlock'],
];

function toggle(editor: Editor, name: Mark | Block) {
  const chain = editor.chain().focus();
  switch (name) {
    case 'bold':
      return chain.toggleBold().run();
    case 'italic':
      return chain.toggleItalic().run();
    case 'strike':
      return chain.toggleStrike().run();
    case 'code':
      return chain.toggleCode().run();
    case 'heading':
      return chain.toggleHeading({ level: 2 }).run();
    case 'bulletList':
      return chain.toggleBulletList().run();
    case 'orderedList':
      return chain.toggleOrderedList().run();
    case 'blockquote':
      return chain.toggleBlockquote().run();
    case 'codeBlock':
      return chain.toggleCodeBlock().run();
  }
}

const accepted = EDITOR_IMAGE_UPLOAD.formats.map((format) => `image/${format}`).join(',');

function Toolbar({ editor, upload, onUploadError }: { editor: Editor } & Pick<RichTextEditorProps, 'upload' | 'onUploadError'>) {
  const intl = useIntl();
  const file = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  // Re-render the buttons' pressed state as the selection moves.
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      Object.fromEntries([...marks, ...blocks].map(([name]) => [name, current.isActive(name, name === 'heading' ? { level: 2 } : {})])),
  });

  const insertImage = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setUploading(true);
    try {
      const src = await upload(chosen);
      editor.chain().focus().setImage({ src, alt: chosen.name }).run();
    } catch (error) {
      onUploadError(error);
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="com-editor-toolbar" role="toolbar" aria-label={intl.formatMessage({ id: 'discussion.editor.toolbar' })}>
      {[...marks, ...blocks].map(([name, label]) => (
        <button key={name} type="button" aria-pressed={active[name] ?? false} onClick={() => toggle(editor, name)}>
          <FormattedMessage id={label} />
        </button>
      ))}
      <button type="button" disabled={uploading} aria-busy={uploading} onClick={() => file.current?.click()}>
        <FormattedMessage id={uploading ? 'discussion.editor.uploading' : 'discussion.editor.image'} />
      </button>
      <input
        ref={file}
        type="file"
        hidden
        accept={accepted}
        aria-label={intl.formatMessage({ id: 'discussion.editor.chooseImage' })}
        onChange={insertImage}
      />
    </div>
  );
}

/** A rich-text editor that writes HTML; images go through `upload` and are inserted at the cursor. */
export default function RichTextEditor({ initialHtml = '', onChange, label, upload, onUploadError }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: { openOnClick: false } }), Image],
    content: initialHtml,
    editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label, class: 'com-editor-content' } },
    // An empty document is an empty text, not `<p></p>`, so "required" checks see nothing was written.
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  return (
    <div className="com-editor">
      <Toolbar editor={editor} upload={upload} onUploadError={onUploadError} />
      <EditorContent editor={editor} />
    </div>
  );
}
