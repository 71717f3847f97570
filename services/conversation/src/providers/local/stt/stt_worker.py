"""The offline speech recognition's own process (see local-speech-recognizer.ts).

    python stt_worker.py '<{"modelDir": ..., "threads": n}>'

faster-whisper (CTranslate2, int8 on the CPU) with a local Whisper model; nothing is
downloaded (HF_HUB_OFFLINE=1, local_files_only). JSON lines, as ../worker-process.ts speaks:
requests {type: 'transcribe', id, audio (base64), language?} and {type: 'cancel', id} on stdin,
replies on stdout. One recording at a time, in order; it exits when stdin closes.
"""

import base64
import io
import json
import queue
import sys
import threading
import time

out = sys.stdout
sys.stdout = sys.stderr  # stdout carries protocol lines only


def send(message):
    out.write(json.dumps(message) + "\n")
    out.flush()


def main():
    options = json.loads(sys.argv[1] if len(sys.argv) > 1 else "{}")
    started = time.perf_counter()
    try:
        from faster_whisper import WhisperModel

        model = WhisperModel(
            options["modelDir"],
            device="cpu",
            compute_type="int8",
            cpu_threads=int(options.get("threads", 1)),
            local_files_only=True,
        )
    except Exception as error:  # noqa: BLE001 - reported to the service, then exit
        send({"type": "fatal", "message": f"{type(error).__name__}: {error}"})
        sys.exit(1)
    send({"type": "ready", "loadMs": (time.perf_counter() - started) * 1000})

    requests = queue.Queue()
    cancelled = set()

    def read_stdin():
        for line in sys.stdin:
            try:
                request = json.loads(line)
            except ValueError:
                print(f"stt-worker: ignoring a malformed request: {line[:200]}", file=sys.stderr)
                continue
            if request.get("type") == "cancel":
                cancelled.add(request.get("id"))
            else:
                requests.put(request)
        requests.put(None)

    threading.Thread(target=read_stdin, daemon=True).start()

    while True:
        request = requests.get()
        if request is None:
            return
        request_id = request.get("id")
        if request_id in cancelled:
            cancelled.discard(request_id)
            continue
        try:
            audio = base64.b64decode(request["audio"])
            language = (request.get("language") or "en").split("-")[0].lower()
            began = time.perf_counter()
            segments, info = model.transcribe(
                io.BytesIO(audio),
                language=language if language == "en" else None,
                beam_size=1,
                vad_filter=False,
                condition_on_previous_text=False,
            )
            text = " ".join(segment.text.strip() for segment in segments).strip()
            reply = {
                "type": "transcribed",
                "text": text,
                "audioMs": round(info.duration * 1000),
                "transcribeMs": round((time.perf_counter() - began) * 1000),
            }
        except Exception as error:  # noqa: BLE001 - one bad recording must not stop the worker
            reply = {"type": "failed", "message": f"{type(error).__name__}: {error}"}
        if request_id in cancelled:
            cancelled.discard(request_id)
            continue
        reply["id"] = request_id
        send(reply)


if __name__ == "__main__":
    main()
