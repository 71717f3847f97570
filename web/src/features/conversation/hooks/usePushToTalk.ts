import { useCallback, useEffect, useRef, useState } from 'react';
import { microphoneFailureText, MIN_RECORDING_MS, recordingMimeType } from '../model/microphoneFailure';

export type TalkState = 'idle' | 'starting' | 'listening';

interface Recording {
  recorder: MediaRecorder | null;
  stream: MediaStream | null;
  chunks: Blob[];
  startedAt: number;
  /** Released before the microphone was granted: stop as soon as it is. */
  released: boolean;
}

const stopTracks = (stream: MediaStream | null) => stream?.getTracks().forEach((track) => track.stop());

/**
 * Push-to-talk: press to record (MediaRecorder, Opus in WebM where the browser has it),
 * release to hand the recording over. A refused or missing microphone becomes a message.
 */
export function usePushToTalk(onRecorded: (recording: Blob) => void) {
  const [state, setState] = useState<TalkState>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const recording = useRef<Recording | null>(null);
  const onRecordedRef = useRef(onRecorded);

  useEffect(() => {
    onRecordedRef.current = onRecorded;
  }, [onRecorded]);

  const finish = useCallback((take: Recording) => {
    stopTracks(take.stream);
    if (recording.current === take) recording.current = null;
    setState('idle');
  }, []);

  const press = useCallback(async () => {
    if (recording.current) return;
    setProblem(null);
    const devices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
    if (!devices?.getUserMedia || typeof MediaRecorder === 'undefined') {
      setProblem(microphoneFailureText(new DOMException('no recorder', 'NotSupportedError')));
      return;
    }
    const take: Recording = { recorder: null, stream: null, chunks: [], startedAt: 0, released: false };
    recording.current = take;
    setState('starting');
    try {
      take.stream = await devices.getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true } });
    } catch (error) {
      setProblem(microphoneFailureText(error));
      finish(take);
      return;
    }
    if (take.released || recording.current !== take) {
      finish(take);
      return;
    }
    const mimeType = recordingMimeType((type) => MediaRecorder.isTypeSupported(type));
    const recorder = new MediaRecorder(take.stream, mimeType ? { mimeType } : undefined);
    take.recorder = recorder;
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) take.chunks.push(event.data);
    };
    recorder.onstop = () => {
      finish(take);
      const heldMs = performance.now() - take.startedAt;
      if (heldMs < MIN_RECORDING_MS || take.chunks.length === 0) {
        setProblem('Hold the microphone button (or Space) while you speak.');
        return;
      }
      onRecordedRef.current(new Blob(take.chunks, { type: recorder.mimeType || mimeType || 'audio/webm' }));
    };
    take.startedAt = performance.now();
    recorder.start();
    setState('listening');
  }, [finish]);

  const release = useCallback(() => {
    const take = recording.current;
    if (!take) return;
    take.released = true;
    if (take.recorder && take.recorder.state !== 'inactive') take.recorder.stop();
  }, []);

  // Leaving mid-recording lets go of the microphone.
  useEffect(
    () => () => {
      const take = recording.current;
      recording.current = null;
      if (take?.recorder && take.recorder.state !== 'inactive') {
        take.recorder.onstop = null;
        take.recorder.stop();
      }
      stopTracks(take?.stream ?? null);
    },
    [],
  );

  return { state, problem, press: () => void press(), release, dismissProblem: () => setProblem(null) };
}
