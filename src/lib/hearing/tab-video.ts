// The shared meeting tab's video, kept while a Copilot session runs so "What's on screen" can grab a frame without a
// new permission prompt. In memory only: a frame is drawn onto a canvas when the person asks, never recorded or sent
// otherwise. The capture hands the track over (capture.ts `onTabVideo`) and stops it with the session; the newest
// live track is the one shown (sharing the tab again hands over the new one before the old one stops).
type Listener = () => void;

let tracks: MediaStreamTrack[] = [];
const listeners = new Set<Listener>();

/** capture.ts's `onTabVideo`: a track to keep, or null when a capture stopped (its track has ended). */
export function holdTabVideo(track: MediaStreamTrack | null): void {
  tracks = tracks.filter((kept) => kept.readyState === 'live');
  if (track) {
    tracks.push(track);
    track.addEventListener('ended', () => holdTabVideo(null), { once: true });
  }
  listeners.forEach((listener) => listener());
}

/** The shared tab's live video, or null (no tab shared, sharing stopped, or a browser without display capture). */
export function currentTabVideo(): MediaStreamTrack | null {
  return tracks.findLast((track) => track.readyState === 'live') ?? null;
}

export function subscribeTabVideo(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * How long a grab waits for the tab's picture. A tab sends a frame when something on it changes, and one more when a
 * new viewer attaches; on a still page that one can fail to come, and nothing else ever would.
 */
export const FRAME_WAIT_MS = 3000;

/** The shared tab sent no picture within FRAME_WAIT_MS (a still page): grabbing again, or a screenshot, helps. */
export class NoTabFrameError extends Error {
  constructor() {
    super('The shared tab sent no frame in time');
    this.name = 'NoTabFrameError';
  }
}

function canvasOf(source: CanvasImageSource, width: number, height: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')?.drawImage(source, 0, 0);
  return canvas;
}

/** The track's next frame through ImageCapture (Chrome, Edge), which asks the tab for one. */
async function frameByImageCapture(track: MediaStreamTrack): Promise<HTMLCanvasElement> {
  if (typeof ImageCapture !== 'function') throw new Error('ImageCapture is not available');
  const bitmap = await new ImageCapture(track).grabFrame();
  try {
    return canvasOf(bitmap, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}

/** The track played in a video element until its first frame is there (every browser with display capture). */
async function frameByVideo(track: MediaStreamTrack, signal: AbortSignal): Promise<HTMLCanvasElement> {
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.srcObject = new MediaStream([track]);
  const release = () => {
    video.pause();
    video.srcObject = null;
  };
  signal.addEventListener('abort', release, { once: true });
  try {
    await video.play();
    // A frame rate of 1 may need up to a second for the first frame to reach the element.
    if (!video.videoWidth) {
      await new Promise((resolve) => {
        video.addEventListener('resize', resolve, { once: true });
        video.requestVideoFrameCallback?.(resolve);
      });
    }
    return canvasOf(video, video.videoWidth, video.videoHeight);
  } finally {
    release();
  }
}

/**
 * The tab's current frame, drawn on a canvas in its own pixels: whichever of ImageCapture and a video element has it
 * first. Past `waitMs` without one it gives up with NoTabFrameError rather than wait for ever.
 */
export async function grabTabFrame(track: MediaStreamTrack, waitMs = FRAME_WAIT_MS): Promise<HTMLCanvasElement> {
  const done = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new NoTabFrameError()), waitMs);
  });
  try {
    return await Promise.race([Promise.any([frameByImageCapture(track), frameByVideo(track, done.signal)]), late]);
  } finally {
    clearTimeout(timer);
    done.abort();
  }
}
