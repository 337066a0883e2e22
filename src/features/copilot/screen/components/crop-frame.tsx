// The grabbed frame, with an optional crop: drag over the part that holds the question. Pointer only; the whole frame
// is sent when nothing is dragged, so the keyboard path needs no crop.
import { useMemo, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Crop } from '../utils/screenshot';

export function CropFrame({ frame, crop, onCrop }: { frame: HTMLCanvasElement; crop: Crop | null; onCrop: (crop: Crop | null) => void }) {
  const { t } = useTranslation('copilot');
  const preview = useMemo(() => frame.toDataURL('image/jpeg', 0.8), [frame]);
  const boxRef = useRef<HTMLDivElement>(null);
  const [start, setStart] = useState<{ x: number; y: number } | null>(null);

  /** A pointer position in the frame's own pixels. */
  const framePoint = (event: PointerEvent) => {
    const box = boxRef.current?.getBoundingClientRect();
    if (!box) return { x: 0, y: 0 };
    const scale = frame.width / box.width;
    return {
      x: Math.max(0, Math.min(frame.width, (event.clientX - box.left) * scale)),
      y: Math.max(0, Math.min(frame.height, (event.clientY - box.top) * scale)),
    };
  };
  const handleDown = (event: PointerEvent) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setStart(framePoint(event));
    onCrop(null);
  };
  const handleMove = (event: PointerEvent) => {
    if (!start) return;
    const point = framePoint(event);
    onCrop({ x: Math.min(start.x, point.x), y: Math.min(start.y, point.y), width: Math.abs(point.x - start.x), height: Math.abs(point.y - start.y) });
  };
  const percent = (value: number, total: number) => `${(value / total) * 100}%`;

  return (
    <div
      ref={boxRef}
      onPointerDown={handleDown}
      onPointerMove={handleMove}
      onPointerUp={() => setStart(null)}
      className="relative cursor-crosshair touch-none select-none overflow-hidden rounded-lg border border-slate-200"
    >
      <img src={preview} alt={t('onScreen.frameAlt')} draggable={false} className="block w-full" />
      {crop && (
        <div
          data-testid="screen-crop"
          className="pointer-events-none absolute border-2 border-brand-600 bg-brand-500/10 shadow-[0_0_0_9999px_rgba(15,23,42,0.45)]"
          style={{
            left: percent(crop.x, frame.width),
            top: percent(crop.y, frame.height),
            width: percent(crop.width, frame.width),
            height: percent(crop.height, frame.height),
          }}
        />
      )}
    </div>
  );
}
