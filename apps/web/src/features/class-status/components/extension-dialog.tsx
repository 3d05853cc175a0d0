import { text } from '../../../text/en.ts';
import type { ExtensionPrompt } from '../hooks/use-extension-prompt.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';

/** 'Your lecture is ended/about to end soon (N min). Would you like to extend it ...?' */
export function ExtensionDialog({ prompt }: { prompt: ExtensionPrompt }) {
  return (
    <ConfirmDialog
      open={prompt.open}
      title={text.classStatus.extension.title}
      onNo={prompt.decline}
      onYes={prompt.accept}
      dismissible={false}
    >
      {text.classStatus.extension.body(prompt.minutes)}
    </ConfirmDialog>
  );
}
