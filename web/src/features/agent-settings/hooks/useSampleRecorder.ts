import { useCallback, useEffect, useRef, useState } from 'react';

/** Records a voice sample in the browser (MediaRecorder); seconds count up while recording. */
export function useSampleRecorder() {
  const [recording, setRecording] = useState(false);
  const [seconds, setSeconds] = useState(0);
  const [sample, setSample] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);

  useEffect(() => {
    if (!recording) return;
    const started = Date.now();
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 250);
    return () => clearInterval(timer);
  }, [recording]);

  const start = useCallback(async () => {
    setProblem(null);
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      const media = new MediaRecorder(stream);
      const chunks: Blob[] = [];
      media.ondataavailable = (event) => chunks.push(event.data);
      media.onstop = () => {
        stream.getTracks().forEach((track) => track.stop());
        const type = media.mimeType || 'audio/webm';
        setSample(new File(chunks, `sample.${type.includes('ogg') ? 'ogg' : 'webm'}`, { type }));
      };
      recorder.current = media;
      media.start();
      setSeconds(0);
      setRecording(true);
    } catch {
      setProblem('The microphone is not available: allow it in the browser, or upload a recording instead.');
    }
  }, []);

  const stop = useCallback(() => {
    recorder.current?.stop();
    recorder.current = null;
    setRecording(false);
  }, []);

  useEffect(() => () => recorder.current?.stop(), []);
  return { recording, seconds, sample, setSample, problem, start, stop };
}
