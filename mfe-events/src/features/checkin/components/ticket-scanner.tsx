import { useEffect, useRef, useState } from 'react';
import { CHECKIN_LABELS } from '../labels';

/** How often a frame is read: often enough to feel instant, rarely enough for a phone's CPU. */
const SCAN_INTERVAL_MS = 250;

interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>>;
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

/** A frame reader: the browser's BarcodeDetector where it has one, else the small qr decoder. */
async function frameReader(video: HTMLVideoElement): Promise<() => Promise<string | null>> {
  const Detector = (window as unknown as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (Detector) {
    const detector = new Detector({ formats: ['qr_code'] });
    return async () => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const { default: decodeQR } = await import('qr/decode.js');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async () => {
    if (!context || !video.videoWidth) return null;
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0);
    try {
      return decodeQR(context.getImageData(0, 0, canvas.width, canvas.height));
    } catch {
      // No code in this frame.
      return null;
    }
  };
}

/**
 * The device camera reading ticket QR codes (loaded only when staff press 'Scan a ticket'). Each
 * code read is handed to `onCode`; the camera stops when the scanner closes.
 */
export default function TicketScanner({ onCode }: { onCode: (code: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const report = useRef(onCode);
  report.current = onCode;
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let live = true;
    const start = async () => {
      const element = video.current;
      if (!element || !navigator.mediaDevices?.getUserMedia) throw new Error('no camera');
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      if (!live) return;
      element.srcObject = stream;
      await element.play();
      const read = await frameReader(element);
      let last = '';
      timer = setInterval(() => {
        void read().then((code) => {
          // The same code stays in view for many frames: report it once.
          if (code && code !== last && live) {
            last = code;
            report.current(code);
          }
        });
      }, SCAN_INTERVAL_MS);
    };
    start().catch(() => live && setFailed(true));
    return () => {
      live = false;
      clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  if (failed) return <p className="ev-field__error">{CHECKIN_LABELS.scanNoCamera}</p>;
  return (
    <div className="ev-scanner">
      <video ref={video} className="ev-scanner__video" muted playsInline aria-label={CHECKIN_LABELS.scanHint} />
      <p className="cy-muted">{CHECKIN_LABELS.scanHint}</p>
    </div>
  );
}
