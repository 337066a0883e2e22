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

/** The tab's current frame, drawn on a canvas in its own pixels. */
export async function grabTabFrame(track: MediaStreamTrack): Promise<HTMLCanvasElement> {
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.srcObject = new MediaStream([track]);
  try {
    await video.play();
    // A frame rate of 1 may need up to a second for the first frame to reach the element.
    if (!video.videoWidth) await new Promise((resolve) => video.addEventListener('resize', resolve, { once: true }));
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext('2d')?.drawImage(video, 0, 0);
    return canvas;
  } finally {
    video.pause();
    video.srcObject = null;
  }
}
