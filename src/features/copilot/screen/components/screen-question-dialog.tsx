// The "What's on screen" dialog: the grabbed frame to crop (optional) with a short note, or, when no tab is shared or
// the browser cannot capture one, a box to paste or drop a screenshot into (or choose a file).
import { ClipboardPaste, LoaderCircle, RotateCw, Send } from 'lucide-react';
import { useEffect, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { InputField } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import type { ScreenQuestion } from '../hooks/use-screen-question';
import type { Crop } from '../utils/screenshot';
import { CropFrame } from './crop-frame';

export function ScreenQuestionDialog({ screen }: { screen: ScreenQuestion }) {
  const { t } = useTranslation('copilot');
  const { capture } = screen;
  const [note, setNote] = useState('');
  const frame = capture?.frame ?? null;
  // A crop belongs to the frame it was drawn on: a new frame starts whole.
  const [cropOf, setCropOf] = useState<{ frame: HTMLCanvasElement; crop: Crop | null } | null>(null);
  const crop = frame && cropOf?.frame === frame ? cropOf.crop : null;
  const setCrop = (next: Crop | null) => frame && setCropOf({ frame, crop: next });

  const takeFirstImage = (files: ReadonlyArray<File | null>) => {
    const [file] = files.filter((entry): entry is File => entry !== null);
    if (file) void screen.takeFile(file);
  };
  const isOpen = capture !== null;
  // A screenshot pasted anywhere while the dialog is open (Ctrl+V / ⌘V).
  useEffect(() => {
    if (!isOpen) return;
    const handlePaste = (event: ClipboardEvent) =>
      takeFirstImage(Array.from(event.clipboardData?.items ?? [], (item) => (item.kind === 'file' ? item.getAsFile() : null)));
    window.addEventListener('paste', handlePaste);
    return () => window.removeEventListener('paste', handlePaste);
  });
  const handleDrop = (event: DragEvent) => {
    event.preventDefault();
    takeFirstImage(Array.from(event.dataTransfer?.files ?? []));
  };

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => !open && screen.dismiss()}
      title={t('onScreen.dialogTitle')}
      description={frame || capture?.isGrabbing ? t('onScreen.cropHint') : screen.hasTabVideo ? t('onScreen.pasteHint') : t('onScreen.noTabHint')}
      className="max-w-3xl"
      footer={
        <>
          <Button variant="secondary" onClick={screen.dismiss}>
            {t('onScreen.cancel')}
          </Button>
          <Button
            disabled={!frame}
            onClick={() => {
              if (!frame) return;
              screen.send(frame, crop ?? undefined, note);
              setNote('');
            }}
          >
            <Send aria-hidden="true" className="size-4" /> {crop ? t('onScreen.sendCrop') : t('onScreen.send')}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        {frame ? (
          <>
            <CropFrame frame={frame} crop={crop} onCrop={setCrop} />
            {/* Its room is kept while hidden: appearing as a drag starts, it grew the dialog, which re-centred and moved the frame under the pointer. */}
            <Button variant="ghost" size="sm" onClick={() => setCrop(null)} className={cn(!crop && 'invisible')}>
              {t('onScreen.wholeFrame')}
            </Button>
          </>
        ) : capture?.isGrabbing ? (
          <p role="status" className="flex items-center justify-center gap-2 rounded-xl border border-slate-200 p-6 text-sm text-slate-600">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" /> {t('onScreen.grabbing')}
          </p>
        ) : (
          <div
            onDragOver={(event) => event.preventDefault()}
            onDrop={handleDrop}
            className="flex flex-col items-center gap-3 rounded-xl border-2 border-dashed border-slate-300 p-6 text-center text-sm text-slate-600"
          >
            <ClipboardPaste aria-hidden="true" className="size-6 text-slate-400" />
            <p>{t('onScreen.dropHere')}</p>
            <label className="cursor-pointer rounded-lg bg-white px-3 py-1.5 font-medium text-brand-700 ring-1 ring-slate-300 focus-within:outline-2 focus-within:outline-brand-600">
              {t('onScreen.chooseFile')}
              <input
                type="file"
                accept="image/png,image/jpeg,image/webp,image/gif"
                className="sr-only"
                onChange={(event) => takeFirstImage(Array.from(event.target.files ?? []))}
              />
            </label>
          </div>
        )}
        {screen.problem && capture && (
          <div className="flex flex-wrap items-center gap-3">
            <p role="alert" className="min-w-0 flex-1 text-sm text-red-700">
              {screen.problem.title}
            </p>
            {/* The tab is still shared: its picture can be asked for again. */}
            {!frame && screen.hasTabVideo && (
              <Button variant="secondary" size="sm" onClick={() => void screen.open()}>
                <RotateCw aria-hidden="true" className="size-4" /> {t('onScreen.retry')}
              </Button>
            )}
          </div>
        )}
        <InputField
          label={t('onScreen.noteLabel')}
          hint={t('onScreen.noteHint')}
          value={note}
          maxLength={500}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
    </Dialog>
  );
}
