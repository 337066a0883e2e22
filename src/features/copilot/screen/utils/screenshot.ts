// Turning a frame of the shared tab (or a pasted screenshot) into what is sent and what is kept: the image sent to the
// gateway (a JPEG of at most SENT_MAX_SIDE px, well inside its limits) and the history's thumbnail (a JPEG of at most
// THUMBNAIL_MAX_SIDE px, below the database's 60 KB check). Both from the person's crop, when they made one.

/** A region of the frame, in its own pixels. */
export interface Crop {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Code stays legible at this size; the gateway takes up to 4096 px a side and OpenAI scales to 2048 anyway. */
const SENT_MAX_SIDE = 2048;
const THUMBNAIL_MAX_SIDE = 320;
/** Below this, a drag is a click: the whole frame is sent. */
const MIN_CROP_SIDE = 16;

function fullFrame(canvas: { width: number; height: number }): Crop {
  return { x: 0, y: 0, width: canvas.width, height: canvas.height };
}

/** A crop kept inside the frame; a crop too small to read is the whole frame. */
export function clampCrop(crop: Crop, frame: { width: number; height: number }): Crop {
  const x = Math.max(0, Math.min(crop.x, frame.width));
  const y = Math.max(0, Math.min(crop.y, frame.height));
  const width = Math.min(crop.width, frame.width - x);
  const height = Math.min(crop.height, frame.height - y);
  if (width < MIN_CROP_SIDE || height < MIN_CROP_SIDE) return fullFrame(frame);
  return { x: Math.round(x), y: Math.round(y), width: Math.round(width), height: Math.round(height) };
}

/** The size a region is drawn at so that neither side passes `maxSide`. */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

function drawRegion(source: HTMLCanvasElement, crop: Crop, maxSide: number, quality: number): string {
  const size = fitWithin(crop.width, crop.height, maxSide);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas');
  // A white ground: a transparent pasted PNG would otherwise turn black in JPEG.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(source, crop.x, crop.y, crop.width, crop.height, 0, 0, size.width, size.height);
  return canvas.toDataURL('image/jpeg', quality);
}

/** What a screen question sends and keeps, from the frame and the person's crop. */
export function screenshotOf(frame: HTMLCanvasElement, crop: Crop = fullFrame(frame)): { image: string; thumbnail: string } {
  const region = clampCrop(crop, frame);
  return { image: drawRegion(frame, region, SENT_MAX_SIDE, 0.85), thumbnail: drawRegion(frame, region, THUMBNAIL_MAX_SIDE, 0.7) };
}

/** A pasted or dropped image file on a canvas; null when the browser cannot read it as an image. */
export async function canvasOfFile(file: Blob): Promise<HTMLCanvasElement | null> {
  if (!file.type.startsWith('image/')) return null;
  try {
    const bitmap = await createImageBitmap(file);
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
    bitmap.close();
    return canvas;
  } catch {
    return null;
  }
}
